import { defineModule } from '../module.ts';
import { SettingsService } from './settings.service.ts';

declare module '../../services.ts' {
  interface Services {
    settings: SettingsService;
  }
}

/** Operator-editable settings (theme, limits …), cached and shared through the kv store. */
export const settingsModule = defineModule({
  name: 'settings',
  services: ({ db, kv }) => ({ settings: new SettingsService(db, kv) }),
});

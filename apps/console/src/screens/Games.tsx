import { Form, Input, Switch } from 'antd';
import { admin } from '../api.ts';
import { t } from '../i18n.ts';
import { SwitchField, TextField } from './fields.tsx';
import { MoveButtons, NamedList, swapped, useAct, useList } from './shared.tsx';

const tg = t.games;

interface Game {
  id: number;
  name: string;
  cover: string;
  description: string;
  category: string;
  sort: number;
  enabled: boolean;
  provider: string;
  providerGameId: string;
  plays: number;
}

/** The game centre: every game in the app's order; add, change, move, put on or take off the shelf. */
export default function Games() {
  const games = useList(async () => (await admin<{ list: Game[] }>('GET', '/games')).list);
  const act = useAct(games.reload);
  const move = (i: number, by: -1 | 1) => {
    const ids = swapped(
      games.list.map((g) => g.id),
      i,
      by,
    );
    void act(() => admin('POST', '/games/order', { ids }));
  };
  return (
    <NamedList<Game>
      list={games.list}
      loading={games.loading}
      defaults={{ enabled: true, sort: games.list.length, provider: 'sandbox', category: '' }}
      columns={[
        {
          title: tg.name,
          render: (g) => <span data-testid="game-name">{g.name}</span>,
        },
        { title: tg.category, render: (g) => g.category },
        { title: tg.provider, render: (g) => `${g.provider} / ${g.providerGameId}` },
        { title: tg.plays, render: (g) => g.plays },
        {
          title: tg.enabled,
          render: (g) => (
            <Switch
              size="small"
              data-testid="game-enabled"
              checked={g.enabled}
              onChange={(enabled) => act(() => admin('PUT', `/games/${g.id}/enabled`, { enabled }))}
            />
          ),
        },
      ]}
      nameField={{ key: 'name', label: tg.name, max: 20 }}
      fields={
        <>
          <TextField name="category" label={tg.category} max={10} />
          {/* The cover is uploaded from the row (上传封面); a change keeps it. */}
          <Form.Item name="cover" hidden>
            <Input />
          </Form.Item>
          <Form.Item
            name="provider"
            label={tg.provider}
            rules={[{ required: true, pattern: /^[a-z][a-z0-9_-]{1,31}$/ }]}
          >
            <Input />
          </Form.Item>
          <Form.Item
            name="providerGameId"
            label={tg.providerGameId}
            rules={[{ required: true, pattern: /^[A-Za-z0-9_.-]{1,64}$/ }]}
          >
            <Input />
          </Form.Item>
          <SwitchField name="enabled" label={tg.enabled} />
        </>
      }
      path="/games"
      covers={{ label: tg.cover }}
      body={(v) => ({
        cover: v.cover ?? '',
        category: v.category,
        enabled: Boolean(v.enabled),
        provider: v.provider,
        providerGameId: v.providerGameId,
      })}
      reload={games.reload}
      extraActions={(_g, i) => (
        <MoveButtons i={i} count={games.list.length} onMove={(by) => move(i, by)} labels={[tg.up, tg.down]} />
      )}
    />
  );
}

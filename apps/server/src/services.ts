/**
 * The app's services (`app.services`), one entry per service a module registers. Empty here on
 * purpose: each module adds its own entries from its own file (declaration merging), so adding a
 * module never edits this file:
 *
 *     declare module '../../services.ts' { interface Services { comics: ComicsService } }
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by the modules' declaration merging
export interface Services {}

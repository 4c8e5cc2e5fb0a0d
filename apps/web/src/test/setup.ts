import 'fake-indexeddb/auto';

// Screens ask which routes this build has (lib/routes/screen-route.ts); the app layer answers by
// composing every feature's routes. Component tests get the same answer the app gives.
import '@/app/route-table';

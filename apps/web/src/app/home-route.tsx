// The home tab (/ and /lld): the home feature's screen with the long-video sections of the media
// feature below its first screen. The app layer composes the two, so neither feature imports the
// other. The sections' code loads once the first screen is painted (home-screen.tsx), then asks
// for media/home; the first screen does not wait for it.
import { lazy } from 'react';
import { ContinueShelf } from '@/components/continue-shelf/lazy-continue-shelf';
import HomeScreen from '@/features/home/home-screen';

const HomeSections = lazy(() =>
  import('@/features/media/components/home-sections').then((m) => ({ default: m.HomeSections })),
);

export default function HomeRoute() {
  return (
    <HomeScreen
      sections={
        <>
          <ContinueShelf />
          <HomeSections />
        </>
      }
    />
  );
}

// The home tab (/ and /lld): the home feature's screen with the long-video sections of the media
// feature below its first screen. The app layer composes the two, so neither feature imports the
// other. The sections' code starts loading with this module (and asks for media/home as soon as
// it runs); the first screen does not wait for it.
import { lazy } from 'react';
import { ContinueShelf } from '@/components/continue-shelf/lazy-continue-shelf';
import HomeScreen from '@/features/home/home-screen';

const loadSections = () => import('@/features/media/components/home-sections');
const HomeSections = lazy(() => loadSections().then((m) => ({ default: m.HomeSections })));
if (typeof window !== 'undefined') {
  void loadSections().catch(() => {});
}

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

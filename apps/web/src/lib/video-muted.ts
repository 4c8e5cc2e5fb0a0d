// The shared video-muted flag (spec §3 "shared config"): one value for every video surface
// (long-video player, post videos, previews), kept across visits. A surface that had to start
// muted (autoplay with sound refused) sets it; unmuting anywhere clears it everywhere.
import { create } from 'zustand';
import { getFlag, setFlag } from './storage';

interface VideoMutedState {
  muted: boolean;
}

export const useVideoMutedStore = create<VideoMutedState>(() => ({ muted: getFlag('lld:videoMuted') }));

export function useVideoMuted(): boolean {
  return useVideoMutedStore((s) => s.muted);
}

export function isVideoMuted(): boolean {
  return useVideoMutedStore.getState().muted;
}

export function setVideoMuted(muted: boolean): void {
  setFlag('lld:videoMuted', muted);
  useVideoMutedStore.setState({ muted });
}

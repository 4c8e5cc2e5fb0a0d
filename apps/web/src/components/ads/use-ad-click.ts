import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { type JumpResult, type JumpTarget, openJump } from '@/lib/open-jump';

/** A click handler for ads, jump descriptors and content items, bound to the router. */
export function useAdClick(): (target: JumpTarget | null | undefined) => Promise<JumpResult> {
  const navigate = useNavigate();
  return useCallback((target) => openJump(target, (to) => void navigate(to)), [navigate]);
}

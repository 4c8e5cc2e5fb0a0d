/**
 * 继续观看/阅读: one row of the last items across video, comic, novel and audio, each with its
 * progress; a tap resumes where the user was, on this device or another (issue 21). Syncs this
 * device's positions first, then asks the server for the shelf. Renders nothing when empty or
 * when the server cannot be reached. Loaded lazily (lazy-continue-shelf.tsx).
 */
import { progressCalls } from '@lld/protocol/api/calls/progress';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { LazyImage } from '@/components/lazy-image/lazy-image';
import { apiCall } from '@/lib/api/client';
import { syncPositions } from '@/lib/progress-sync';
import { getToken } from '@/lib/storage';
import strings from '@/locales/zh-CN/continue';
import { kindLabel, resumeHref, type ShelfItem, whereLabel } from './shelf-model';
import './continue-shelf.css';

export interface ContinueShelfProps {
  limit?: number;
}

async function loadShelf(limit: number): Promise<ShelfItem[]> {
  await syncPositions().catch(() => 0);
  return (await apiCall(progressCalls.progressList, { limit })).list;
}

export default function ContinueShelf({ limit = 10 }: ContinueShelfProps) {
  const token = getToken();
  const navigate = useNavigate();
  const { pathname, key } = useLocation();
  // The screen it sits on (kept alive): the shelf refreshes whenever that screen shows again.
  const [screenPath] = useState(pathname);
  const shelf = useQuery({
    queryKey: ['continue-shelf', token, limit],
    queryFn: () => loadShelf(limit),
    enabled: token !== '',
    staleTime: 0,
    retry: false,
  });
  const { refetch } = shelf;
  // Kept-alive screens stay mounted: look again each time this screen comes back.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` marks each navigation
  useEffect(() => {
    if (pathname === screenPath) void refetch();
  }, [key, pathname, screenPath, refetch]);

  const list = shelf.data ?? [];
  if (list.length === 0) return null;
  return (
    <section className="continue-shelf" aria-labelledby="continue-shelf-title" data-testid="continue-shelf">
      <h2 id="continue-shelf-title" className="continue-shelf__title">
        {strings.title}
      </h2>
      <ul className="continue-shelf__row">
        {list.map((item) => (
          <li key={`${item.kind}:${item.id}`}>
            <button
              type="button"
              className="continue-shelf__card"
              onClick={() => navigate(resumeHref(item))}
              aria-label={`${strings.resume} ${item.title} ${whereLabel(item)}`}
            >
              <span className="continue-shelf__cover">
                <LazyImage src={item.cover} alt="" ratio={16 / 10} />
                <span className="continue-shelf__kind">{kindLabel(item.kind)}</span>
                {item.progress !== null ? (
                  <span className="continue-shelf__bar" aria-hidden="true">
                    <i style={{ width: `${Math.max(4, Math.round(item.progress * 100))}%` }} />
                  </span>
                ) : null}
              </span>
              <span className="continue-shelf__name">{item.title}</span>
              <span className="continue-shelf__where">
                {item.chapterTitle ? `${item.chapterTitle} · ` : ''}
                {whereLabel(item)}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

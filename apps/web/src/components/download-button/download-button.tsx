/**
 * 下载 on a video the user may watch in full, a comic chapter, a novel or an audio book (issue
 * 21): saves it for offline use and shows its
 * progress; once saved it says 已下载 and opens 我的下载. The download code (IndexedDB, planning)
 * loads on first use, not with the screen.
 */
import { ROUTES } from '@lld/protocol/routes';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { PathIcon } from '@/components/icons/icons';
import type { DownloadItem, DownloadKind } from '@/lib/downloads/store';
import { makeT } from '@/locales';
import strings from '@/locales/zh-CN/downloads';
import './download-button.css';

const tx = makeT(strings);
const manager = () => import('@/lib/downloads/manager');

export interface DownloadButtonProps {
  /** A comic's `id` is the chapter's. */
  kind: DownloadKind;
  id: number;
  title: string;
  cover: string;
  /** The user may watch it in full now (free, VIP or bought). */
  entitled: boolean;
}

export function DownloadButton({ kind, id, title, cover, entitled }: DownloadButtonProps) {
  const navigate = useNavigate();
  const key = `${kind}:${id}`;
  const [item, setItem] = useState<DownloadItem | undefined>(undefined);
  useEffect(() => {
    let live = true;
    let off = () => {};
    void manager().then((m) => {
      if (!live) return;
      const read = () =>
        void m.getDownload(key).then(
          (i) => live && setItem(i),
          () => {},
        );
      off = m.subscribeDownloads(read);
      read();
    });
    return () => {
      live = false;
      off();
    };
  }, [key]);

  if (!entitled && !item) return null;
  let label: string = tx('download');
  if (item?.status === 'done') label = tx('done');
  else if (item?.status === 'downloading')
    label = item.parts
      ? tx('downloading', { pct: Math.floor((item.done / item.parts) * 100) })
      : tx('queued');
  else if (item?.status === 'paused') label = tx('paused');
  else if (item?.status === 'failed') label = tx('failed');

  const onClick = async () => {
    if (item) {
      navigate(ROUTES.mineDownload);
      return;
    }
    const m = await manager();
    await m.startDownload({ kind, id, title, cover });
  };
  return (
    <button
      type="button"
      className={`download-button is-${item?.status ?? 'none'}`}
      data-testid="download-button"
      onClick={() => void onClick()}
    >
      <PathIcon d="M10 3v9M6 8.5l4 4 4-4M4 15.5h12" box={20} size={18} stroke={1.8} />
      <span>{label}</span>
    </button>
  );
}

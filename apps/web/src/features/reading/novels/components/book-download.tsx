// 下载 of a whole novel or audio book (issue 21): the chapters or tracks open to the user now.
import type { BookDetail } from '@lld/protocol/api/novels';
import { DownloadButton } from '@/components/download-button/download-button';

export function BookDownload({ kind, detail }: { kind: 'novel' | 'audio'; detail: BookDetail }) {
  return (
    <DownloadButton
      kind={kind}
      id={detail.book.id}
      title={detail.book.title}
      cover={detail.book.cover}
      entitled={detail.chapters.some((c) => c.unlocked)}
    />
  );
}

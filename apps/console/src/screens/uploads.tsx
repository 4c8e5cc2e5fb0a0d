import { Button, Space, Upload } from 'antd';
import { useState } from 'react';
import { admin } from '../api.ts';
import type { useAct } from './shared.tsx';

/** The pictures an operator uploads (covers, pages, ad pictures). */
export const IMAGE_TYPES = 'image/jpeg,image/png,image/webp,image/gif';

type UploadLabels = { progress: (n: number, of: number) => string; done: string; failed: string };

/**
 * A button that sends the files chosen one by one in name order (第2话 before 第10话), showing
 * `labels.progress` while it runs, then `labels.done` or `labels.failed` (test id `statusTestId`).
 */
export function FilesUpload(props: {
  accept: string;
  multiple: boolean;
  act: ReturnType<typeof useAct>;
  send: (file: File) => Promise<unknown>;
  labels: UploadLabels;
  statusTestId: string;
  style?: React.CSSProperties;
  children: React.ReactNode;
}) {
  const [status, setStatus] = useState('');
  const run = async (files: File[]) => {
    const ok = await props.act(async () => {
      for (const [i, f] of files.entries()) {
        setStatus(props.labels.progress(i + 1, files.length));
        await props.send(f);
      }
    }, props.labels.done);
    setStatus(ok ? props.labels.done : props.labels.failed);
  };
  return (
    <Space style={props.style}>
      <Upload
        accept={props.accept}
        multiple={props.multiple}
        showUploadList={false}
        beforeUpload={(file, list) => {
          // Called once per chosen file with all of them: send the whole choice once, by name.
          if (file === list[0])
            void run([...list].sort((a, b) => a.name.localeCompare(b.name, 'zh-CN', { numeric: true })));
          return false;
        }}
      >
        {props.children}
      </Upload>
      {status ? <span data-testid={props.statusTestId}>{status}</span> : null}
    </Space>
  );
}

/**
 * Pictures added to an ordered list (a chapter's pages, a picture set's pictures): several
 * chosen at once go up one by one, in name order, as raw bodies POSTed to `/api/admin${base}`.
 */
export function PicturesUpload(props: {
  base: string;
  act: ReturnType<typeof useAct>;
  labels: UploadLabels;
  statusTestId: string;
  /** The primary button that opens the file chooser. */
  button: { label: string; testId: string };
  style?: React.CSSProperties;
}) {
  return (
    <FilesUpload
      accept={IMAGE_TYPES}
      multiple
      act={props.act}
      send={(f) => admin('POST', props.base, f)}
      labels={props.labels}
      statusTestId={props.statusTestId}
      style={props.style}
    >
      <Button type="primary" data-testid={props.button.testId}>
        {props.button.label}
      </Button>
    </FilesUpload>
  );
}

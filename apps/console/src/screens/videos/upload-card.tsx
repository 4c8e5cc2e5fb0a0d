import type { AdminIngestJob, AdminUploadState } from '@lld/protocol/api/media-admin';
import { CONSOLE_UPLOAD_CHUNK_BYTES as CHUNK } from '@lld/protocol/console';
import { Button, Card, Checkbox, Form, Input, Progress, Space, Upload } from 'antd';
import { useState } from 'react';
import { admin } from '../../api.ts';
import { TagsField, useAct } from '../shared.tsx';
import { AccessFields, tv } from './access-fields.tsx';

interface UploadForm {
  title: string;
  description?: string;
  tags?: string[];
  actor?: string;
  access: 'free' | 'vip' | 'paid';
  price?: number;
  publish: boolean;
}

/** Upload a file in chunks with progress, then ingest it (transcode → encrypted HLS) with progress. */
export function UploadCard({ onDone }: { onDone: () => void }) {
  const act = useAct();
  const [file, setFile] = useState<File | null>(null);
  const [phase, setPhase] = useState<'idle' | 'upload' | 'ingest' | 'done' | 'failed'>('idle');
  const [percent, setPercent] = useState(0);
  const [form] = Form.useForm<UploadForm>();

  const run = async (v: UploadForm) => {
    if (!file) return;
    const identifier = `c${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
    const total = Math.max(1, Math.ceil(file.size / CHUNK));
    setPhase('upload');
    setPercent(0);
    const ok = await act(async () => {
      for (let n = 1; n <= total; n++) {
        const part = file.slice((n - 1) * CHUNK, n * CHUNK);
        await admin<AdminUploadState>(
          'PUT',
          `/media/uploads/${identifier}/${n}?totalSize=${file.size}`,
          part,
        );
        setPercent(Math.round((n / total) * 100));
      }
      const { jobId } = await admin<{ jobId: number }>('POST', '/media/ingest', {
        identifier,
        title: v.title,
        description: v.description ?? '',
        tags: v.tags ?? [],
        actor: v.actor ?? '',
        access: v.access,
        price: v.access === 'paid' ? Math.round((v.price ?? 0) * 100) : 0,
        publish: v.publish,
      });
      setPhase('ingest');
      setPercent(0);
      for (;;) {
        const job = await admin<AdminIngestJob>('GET', `/media/jobs/${jobId}`);
        setPercent(Math.round(job.progress * 100));
        if (job.status === 'done') break;
        if (job.status === 'failed') throw new Error(job.error);
        await new Promise((r) => setTimeout(r, 1000));
      }
    }, tv.ingested);
    setPhase(ok ? 'done' : 'failed');
    if (ok) {
      form.resetFields();
      setFile(null);
      onDone();
    }
  };

  const busy = phase === 'upload' || phase === 'ingest';
  return (
    <Card title={tv.upload} size="small">
      <Form
        form={form}
        layout="vertical"
        onFinish={run}
        initialValues={{ access: 'free', publish: false }}
        style={{ maxWidth: 640 }}
      >
        <Form.Item label={tv.file} required>
          <Upload
            accept="video/mp4,video/quicktime,video/webm"
            maxCount={1}
            beforeUpload={(f) => {
              setFile(f);
              if (!form.getFieldValue('title')) form.setFieldValue('title', f.name.replace(/\.[^.]+$/, ''));
              return false;
            }}
            onRemove={() => setFile(null)}
            fileList={
              file ? [{ uid: 'f', name: `${file.name} (${(file.size / 1048576).toFixed(1)} MB)` }] : []
            }
          >
            <Button disabled={busy}>{tv.chooseFile}</Button>
          </Upload>
        </Form.Item>
        <Form.Item name="title" label={tv.title} rules={[{ required: true, max: 100 }]}>
          <Input />
        </Form.Item>
        <Form.Item name="description" label={tv.description}>
          <Input.TextArea rows={2} maxLength={2000} />
        </Form.Item>
        <Space size="large" wrap>
          <TagsField label={tv.tags} style={{ minWidth: 240 }} />
          <Form.Item name="actor" label={tv.actor}>
            <Input maxLength={40} />
          </Form.Item>
        </Space>
        <AccessFields />
        <Form.Item name="publish" valuePropName="checked">
          <Checkbox>{tv.publishNow}</Checkbox>
        </Form.Item>
        <Space>
          <Button type="primary" htmlType="submit" disabled={!file || busy} data-testid="start-upload">
            {tv.start}
          </Button>
          {phase !== 'idle' ? (
            <span data-testid="upload-phase" data-phase={phase}>
              {phase === 'upload'
                ? tv.uploading
                : phase === 'ingest'
                  ? tv.ingesting
                  : phase === 'done'
                    ? tv.ingested
                    : tv.failed}
            </span>
          ) : null}
        </Space>
        {busy || phase === 'done' ? (
          <Progress percent={phase === 'done' ? 100 : percent} data-testid="upload-progress" />
        ) : null}
      </Form>
    </Card>
  );
}

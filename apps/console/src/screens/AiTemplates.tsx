import type { AiTemplateInput } from '@lld/protocol/api/ai';
import { Card, Input, InputNumber, Switch, Tag } from 'antd';
import { admin } from '../api.ts';
import { t } from '../i18n.ts';
import { ItemTable, useAct, useList } from './shared.tsx';

type Row = AiTemplateInput & { id: string; updatedAt: number };

/** The AI studio's templates (styles, scenes, characters, motions): name, order, on/off. */
export default function AiTemplates() {
  const templates = useList(async () => (await admin<{ list: Row[] }>('GET', '/ai/templates')).list);
  const act = useAct(templates.reload);
  const save = (row: Row, change: Partial<AiTemplateInput>) => {
    const { id, updatedAt: _u, ...input } = row;
    return act(() => admin('PUT', `/ai/templates/${id}`, { ...input, ...change }));
  };
  /** A text field edited in place, saved when it loses focus with a new value. */
  const textColumn = (title: string, key: 'name' | 'desc', maxLength: number) => ({
    title,
    render: (_: unknown, r: Row) => (
      <Input
        defaultValue={r[key]}
        maxLength={maxLength}
        onBlur={(e) => e.target.value !== r[key] && void save(r, { [key]: e.target.value })}
      />
    ),
  });
  return (
    <Card title={t.nav.aiTemplates}>
      <ItemTable
        source={templates}
        columns={[
          { title: t.aiTemplates.tool, dataIndex: 'tool', render: (v: string) => <Tag>{v}</Tag> },
          textColumn(t.aiTemplates.name, 'name', 20),
          textColumn(t.aiTemplates.desc, 'desc', 60),
          {
            title: t.aiTemplates.sort,
            render: (_, r) => (
              <InputNumber
                defaultValue={r.sort}
                min={0}
                max={10000}
                onBlur={(e) =>
                  Number(e.target.value) !== r.sort && void save(r, { sort: Number(e.target.value) })
                }
              />
            ),
          },
          {
            title: t.aiTemplates.enabled,
            render: (_, r) => (
              <Switch checked={r.enabled} onChange={(enabled) => void save(r, { enabled })} />
            ),
          },
        ]}
      />
    </Card>
  );
}

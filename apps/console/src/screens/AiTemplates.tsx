import type { AiTemplateInput } from '@lld/protocol/api/ai';
import { Card, Input, InputNumber, Switch, Tag } from 'antd';
import { admin } from '../api.ts';
import { t } from '../i18n.ts';
import { ListTable, useAct, useList } from './shared.tsx';

type Row = AiTemplateInput & { id: string; updatedAt: number };

/** The AI studio's templates (styles, scenes, characters, motions): name, order, on/off. */
export default function AiTemplates() {
  const templates = useList(async () => (await admin<{ list: Row[] }>('GET', '/ai/templates')).list);
  const act = useAct(templates.reload);
  const save = (row: Row, change: Partial<AiTemplateInput>) => {
    const { id, updatedAt: _u, ...input } = row;
    return act(() => admin('PUT', `/ai/templates/${id}`, { ...input, ...change }));
  };
  return (
    <Card title={t.nav.aiTemplates}>
      <ListTable
        rowKey="id"
        source={templates}
        pagination={false}
        columns={[
          { title: t.common.id, dataIndex: 'id' },
          { title: t.aiTemplates.tool, dataIndex: 'tool', render: (v: string) => <Tag>{v}</Tag> },
          {
            title: t.aiTemplates.name,
            render: (_, r) => (
              <Input
                defaultValue={r.name}
                maxLength={20}
                onBlur={(e) => e.target.value !== r.name && void save(r, { name: e.target.value })}
              />
            ),
          },
          {
            title: t.aiTemplates.desc,
            render: (_, r) => (
              <Input
                defaultValue={r.desc}
                maxLength={60}
                onBlur={(e) => e.target.value !== r.desc && void save(r, { desc: e.target.value })}
              />
            ),
          },
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

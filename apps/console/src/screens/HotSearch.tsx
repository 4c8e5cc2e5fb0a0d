import { Button, Card, Form, Input, InputNumber, Popconfirm, Radio, Space, Tag } from 'antd';
import { admin } from '../api.ts';
import { t } from '../i18n.ts';
import { SubmitButton } from './fields.tsx';
import { ListCard, ListTable, useAct, useList } from './shared.tsx';

const th = t.hot;

interface Word {
  keyword: string;
  state: 'pin' | 'ban';
  sort: number;
  mark: '' | '热' | '新';
}
interface HotWord {
  keyword: string;
  hot: number;
  mark: '' | '热' | '新';
}

/** Hot search words (search module's routes): the live list, pinned and banned words. */
export default function HotSearch() {
  const words = useList(async () => (await admin<{ list: Word[] }>('GET', '/search/words')).list);
  const live = useList(async () => (await admin<{ list: HotWord[] }>('GET', '/search/hot')).list);
  const reload = () => Promise.all([words.reload(), live.reload()]);
  const act = useAct(reload);
  const set = (w: Omit<Word, 'sort' | 'mark'> & Partial<Word>) =>
    act(() => admin('PUT', '/search/words', { sort: 0, mark: '', ...w }));
  return (
    <Space align="start" wrap style={{ width: '100%' }}>
      <Card size="small" title={th.words} style={{ minWidth: 560 }}>
        <Form
          layout="inline"
          initialValues={{ state: 'pin', sort: 0, mark: '' }}
          onFinish={(v: Word) => set(v)}
          style={{ marginBottom: 12 }}
        >
          <Form.Item name="keyword" rules={[{ required: true, max: 50 }]}>
            <Input placeholder={th.keyword} />
          </Form.Item>
          <Form.Item name="state">
            <Radio.Group
              optionType="button"
              options={[
                { value: 'pin', label: th.pin },
                { value: 'ban', label: th.ban },
              ]}
            />
          </Form.Item>
          <Form.Item name="sort" label={t.common.sort}>
            <InputNumber min={0} max={10_000} />
          </Form.Item>
          <Form.Item name="mark">
            <Radio.Group
              optionType="button"
              options={[
                { value: '', label: '—' },
                { value: '热', label: '热' },
                { value: '新', label: '新' },
              ]}
            />
          </Form.Item>
          <SubmitButton label={t.common.save} />
        </Form>
        <ListTable
          rowKey="keyword"
          source={words}
          pagination={false}
          columns={[
            { title: th.keyword, dataIndex: 'keyword' },
            {
              title: t.common.status,
              render: (_v, w) => (
                <Tag color={w.state === 'pin' ? 'blue' : 'red'}>{w.state === 'pin' ? th.pin : th.ban}</Tag>
              ),
            },
            { title: t.common.sort, dataIndex: 'sort' },
            { title: th.mark, dataIndex: 'mark' },
            {
              title: t.common.actions,
              render: (_v, w) => (
                <Popconfirm
                  title={t.common.confirm}
                  onConfirm={() => act(() => admin('POST', '/search/words/forget', { keyword: w.keyword }))}
                >
                  <Button size="small">{th.forget}</Button>
                </Popconfirm>
              ),
            },
          ]}
        />
      </Card>
      <ListCard
        title={th.live}
        style={{ minWidth: 420 }}
        onRefresh={reload}
        rowKey="keyword"
        source={live}
        columns={[
          { title: th.keyword, dataIndex: 'keyword' },
          { title: th.hotness, dataIndex: 'hot' },
          { title: th.mark, dataIndex: 'mark' },
          {
            title: t.common.actions,
            render: (_v, w) => (
              <Space>
                <Button size="small" onClick={() => set({ keyword: w.keyword, state: 'pin' })}>
                  {th.pin}
                </Button>
                <Button size="small" danger onClick={() => set({ keyword: w.keyword, state: 'ban' })}>
                  {th.ban}
                </Button>
              </Space>
            ),
          },
        ]}
      />
    </Space>
  );
}

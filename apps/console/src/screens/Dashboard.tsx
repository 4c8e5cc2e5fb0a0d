import type { Dashboard as Dash, DashboardTotals as Totals } from '@lld/protocol/console';
import { Card, Col, Row, Statistic, Table } from 'antd';
import { useEffect, useState } from 'react';
import { admin, yuan } from '../api.ts';
import { t } from '../i18n.ts';
import { BarChart } from './Chart.tsx';

function TotalsRow({ title, v }: { title: string; v: Totals }) {
  const items: Array<[string, string | number]> = [
    [t.dash.newUsers, v.newUsers],
    [t.dash.activeUsers, v.activeUsers],
    [t.dash.topUps, v.topUps],
    [t.dash.revenue, yuan(v.revenueFen)],
    [t.dash.vipSales, v.vipSales],
    [t.dash.vipRevenue, yuan(v.vipRevenueFen)],
  ];
  return (
    <Card title={title} size="small" style={{ marginBottom: 16 }}>
      <Row gutter={16}>
        {items.map(([k, val]) => (
          <Col span={4} key={k}>
            <Statistic title={k} value={val} />
          </Col>
        ))}
      </Row>
    </Card>
  );
}

/** Today and the last 30 days at a glance. */
export default function Dashboard() {
  const [d, setD] = useState<Dash | null>(null);
  useEffect(() => {
    void admin<Dash>('GET', '/dashboard').then(setD);
  }, []);
  if (!d) return <Card loading />;
  return (
    <div data-testid="dashboard">
      <TotalsRow title={t.dash.today} v={d.today} />
      <TotalsRow title={t.dash.days30} v={d.days30} />
      <Row gutter={16}>
        <Col span={12}>
          <Card title={t.dash.newUsersChart} size="small">
            <BarChart
              label={t.dash.newUsersChart}
              data={d.series.map((s) => ({ x: s.day, y: s.newUsers }))}
            />
          </Card>
        </Col>
        <Col span={12}>
          <Card title={t.dash.revenueChart} size="small">
            <BarChart
              label={t.dash.revenueChart}
              data={d.series.map((s) => ({ x: s.day, y: Math.round(s.revenueFen / 100) }))}
            />
          </Card>
        </Col>
      </Row>
      <Card title={t.dash.topContent} size="small" style={{ marginTop: 16 }}>
        <Table
          rowKey="id"
          size="small"
          pagination={false}
          dataSource={d.topVideos}
          columns={[
            { title: t.common.id, dataIndex: 'id', width: 80 },
            { title: '标题', dataIndex: 'title' },
            { title: t.dash.views, dataIndex: 'views', width: 120 },
            { title: t.dash.likes, dataIndex: 'likes', width: 120 },
          ]}
        />
      </Card>
    </div>
  );
}

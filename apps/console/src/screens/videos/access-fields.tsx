// What the video screens share: the collection and topic rows, and the access and price fields.
import { Form, InputNumber, Radio } from 'antd';
import { t } from '../../i18n.ts';

export const tv = t.videos;

export interface Collection {
  id: number;
  title: string;
  description: string;
  access: 'free' | 'vip' | 'paid';
  price: number;
  sort: number;
  videoCount: number;
}
export interface Topic {
  id: number;
  name: string;
  description: string;
  layout: 'grid' | 'scroll' | 'big';
  onHome: boolean;
  sort: number;
  videoCount: number;
}

const accessOptions = (['free', 'vip', 'paid'] as const).map((a) => ({ value: a, label: tv.accesses[a] }));

/** Access and price, shared by the upload form and the edit drawer. */
export function AccessFields() {
  return (
    <>
      <Form.Item name="access" label={tv.access}>
        <Radio.Group options={accessOptions} optionType="button" />
      </Form.Item>
      <Form.Item noStyle dependencies={['access']}>
        {({ getFieldValue }) =>
          getFieldValue('access') === 'paid' ? (
            <Form.Item name="price" label={tv.price} rules={[{ required: true, type: 'number', min: 0.01 }]}>
              <InputNumber min={0.01} step={1} precision={2} />
            </Form.Item>
          ) : null
        }
      </Form.Item>
    </>
  );
}

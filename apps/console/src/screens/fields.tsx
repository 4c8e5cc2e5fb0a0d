import { Button, type ButtonProps, Form, Input, Switch } from 'antd';

// The form pieces every screen repeats.

/** A form's primary submit button. */
export const SubmitButton = ({
  label,
  ...props
}: { label: string } & Omit<ButtonProps, 'type' | 'htmlType'>) => (
  <Button type="primary" htmlType="submit" {...props}>
    {label}
  </Button>
);

/** A required one-line text (not only spaces), at most `max` characters. */
export const TextField = (props: {
  name: string;
  label: string;
  max: number;
  extra?: string;
  style?: React.CSSProperties;
}) => (
  <Form.Item
    name={props.name}
    label={props.label}
    extra={props.extra}
    rules={[{ required: true, whitespace: true, max: props.max }]}
  >
    <Input style={props.style} />
  </Form.Item>
);

/** An on/off field. */
export const SwitchField = (props: { name: string; label: string }) => (
  <Form.Item name={props.name} label={props.label} valuePropName="checked">
    <Switch />
  </Form.Item>
);

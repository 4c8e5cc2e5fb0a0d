// A phone number and its SMS code, as every phone form has them (login, bind, change phone):
// the phone error shows once touched, or at once when sending a code finds the number invalid.

import type { SmsPurpose } from '@lld/protocol/api/account';
import { useState } from 'react';
import type { useTouched } from './form';
import { PhoneField, SmsCodeField } from './sms-code-field';

export function PhoneCodeFields({
  purpose,
  phone,
  onPhone,
  code,
  onCode,
  touched,
  phoneError,
  codeError,
  placeholder,
}: {
  purpose: SmsPurpose;
  phone: string;
  onPhone: (v: string) => void;
  code: string;
  onCode: (v: string) => void;
  touched: ReturnType<typeof useTouched>;
  phoneError: string | null;
  codeError: string | null;
  placeholder?: string;
}) {
  const [forcePhone, setForcePhone] = useState(false);
  return (
    <>
      <PhoneField
        value={phone}
        onChange={(v) => {
          onPhone(v);
          setForcePhone(false);
        }}
        onBlur={touched.blur('phone')}
        error={forcePhone ? phoneError : touched.show('phone', phoneError)}
        {...(placeholder ? { placeholder } : {})}
      />
      <SmsCodeField
        purpose={purpose}
        phone={phone}
        code={code}
        onCodeChange={onCode}
        codeError={touched.show('code', codeError)}
        onCodeBlur={touched.blur('code')}
        onPhoneInvalid={() => setForcePhone(true)}
      />
    </>
  );
}

// A phone number and its SMS code, as every phone form has them (login, bind, change phone):
// the phone error shows once touched, or at once when sending a code finds the number invalid.

import type { SmsPurpose } from '@lld/protocol/api/account';
import { useState } from 'react';
import { codeError, phoneError } from '../validation';
import { type FieldState, type Touched, useField } from './form';
import { PhoneField, SmsCodeField } from './sms-code-field';

/** The two fields. */
export function usePhoneCode(touched: Touched) {
  const phone = useField(touched, 'phone', phoneError);
  const code = useField(touched, 'code', codeError);
  return {
    phone: phone.value,
    code: code.value,
    invalid: phone.error || code.error,
    fields: { phone, code },
  };
}

export function PhoneCodeFields({
  purpose,
  phone,
  code,
  placeholder,
}: {
  purpose: SmsPurpose;
  phone: FieldState;
  code: FieldState;
  placeholder?: string;
}) {
  const [forcePhone, setForcePhone] = useState(false);
  return (
    <>
      <PhoneField
        field={phone}
        error={forcePhone ? phone.error : phone.shown}
        onEdit={() => setForcePhone(false)}
        placeholder={placeholder}
      />
      <SmsCodeField
        purpose={purpose}
        code={code}
        phone={phone.value}
        onPhoneInvalid={() => setForcePhone(true)}
      />
    </>
  );
}

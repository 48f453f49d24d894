import type { ReactNode } from 'react';
import { MailField, PhoneField } from '@hikari/shared/form-ui';

export interface ContactDetailsCopy {
  contactHeading: string;
  phone: string;
  phoneHint: string;
  mail: string;
  mailHint: string;
}

export interface ContactDetailsFieldsetProps {
  /** The form's words (the hints and whether the phone is optional differ per form). */
  copy: ContactDetailsCopy;
  /** Marks the phone number as required. Default false. */
  phoneRequired?: boolean;
  /** The mail address before the phone number. Default false (phone first). */
  mailFirst?: boolean;
  /** Further fields of the section, after the phone and mail. */
  children?: ReactNode;
}

/** ご連絡先 (phone and mail) of a request form whose values are phone and mail. */
export function ContactDetailsFieldset({
  copy,
  phoneRequired = false,
  mailFirst = false,
  children,
}: ContactDetailsFieldsetProps) {
  const phone = (
    <PhoneField key="phone" name="phone" label={copy.phone} hint={copy.phoneHint} required={phoneRequired} />
  );
  const mail = <MailField key="mail" name="mail" label={copy.mail} hint={copy.mailHint} required />;
  return (
    <fieldset className="form-section">
      <legend>{copy.contactHeading}</legend>
      {mailFirst ? [mail, phone] : [phone, mail]}
      {children}
    </fieldset>
  );
}

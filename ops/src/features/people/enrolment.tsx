import type { TotpEnrolment } from '../../api/types';
import { TotpQrCode } from './totp-qr';

/**
 * A TOTP secret, shown once (after a person is added or their second factor
 * reset): the administrator hands it to the person, who adds it to an
 * authenticator app. The server keeps no way to show it again.
 */
export function Enrolment({ name, totp }: { name: string; totp: TotpEnrolment }) {
  return (
    <section className="panel" aria-labelledby="enrolment-heading">
      <h2 id="enrolment-heading">{name} さんの確認コードの登録</h2>
      <p role="status">
        この QR コードと鍵は今だけ表示します。本人に直接渡し、認証アプリ（Google Authenticator
        など）に登録してもらってください。画面を離れると二度と表示できません。
      </p>
      <p>
        認証アプリでこのコードを読み取ると登録できます。読み取れないときは、下の鍵を手で入力してください。
      </p>
      <TotpQrCode uri={totp.uri} label={`${name} さんの確認コードを登録するための QR コード`} />
      <dl className="figures">
        <div>
          <dt>鍵（手で入力するとき）</dt>
          <dd>
            <code>{totp.secret}</code>
          </dd>
        </div>
        <div>
          <dt>登録用のアドレス（otpauth）</dt>
          <dd>
            <code className="message">{totp.uri}</code>
          </dd>
        </div>
      </dl>
    </section>
  );
}

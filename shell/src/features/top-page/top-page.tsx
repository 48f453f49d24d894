import { Link } from 'react-router-dom';
import { SITE_NAME, paths } from '@hikari/shared/domain';
import { LinkButton } from '@hikari/shared/ui';

const STEPS = [
  {
    title: '提供エリアを確認',
    text: 'ご住所または郵便番号から、10ギガ・1ギガがご利用いただけるかを確認します。',
    to: paths.area,
    label: 'エリア検索へ',
  },
  {
    title: '料金をシミュレーション',
    text: 'プランとオプションを選ぶと、月額料金と初期費用、キャッシュバックをその場で計算します。',
    to: paths.applyForm,
    label: 'シミュレーションへ',
  },
  {
    title: 'Webでお申し込み',
    text: 'そのままWebでお申し込みが完了します。工事日の調整はお申し込み後にご連絡します。',
    to: paths.applyArea,
    label: 'お申し込みへ',
  },
];

export default function TopPage() {
  return (
    <>
      <section className="hero" aria-labelledby="top-heading">
        <h1 id="top-heading">東海5県の光回線なら、{SITE_NAME}</h1>
        <p>
          愛知県・三重県・岐阜県・静岡県・長野県で、戸建てにもマンションにも。最大10ギガの光回線をWebでお申し込みいただけます。
        </p>
        <div className="actions">
          <LinkButton to={paths.area}>提供エリアを確認する</LinkButton>
          <LinkButton to={paths.applyForm} variant="ghost">
            料金シミュレーション
          </LinkButton>
        </div>
      </section>
      <section className="section" aria-labelledby="steps-heading">
        <h2 id="steps-heading">お申し込みまでの3ステップ</h2>
        <ol className="cards">
          {STEPS.map((step, index) => (
            <li key={step.title} className="card">
              <h3>
                STEP{index + 1} {step.title}
              </h3>
              <p>{step.text}</p>
              <p className="card__footer">
                <Link to={step.to}>{step.label}</Link>
              </p>
            </li>
          ))}
        </ol>
      </section>
    </>
  );
}

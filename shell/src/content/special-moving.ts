// Copy of /special/apartment/ and /special/shinchiku/, for people moving
// into an apartment or a new-build house. Fees quoted here are passed in
// from the catalog by the page.

import { paths, type BuildingKind } from '@hikari/shared/domain/core';
import { contractTerms } from '@hikari/shared/domain/contract-terms';

export interface TimelineEntry {
  when: string;
  title: string;
  items: string[];
}

export interface GuideSection {
  id: string;
  heading: string;
  paragraphs: string[];
  items?: string[];
  links?: { to: string; label: string }[];
}

export interface MovingFigures {
  holidayFee: string;
  changeRefundCap: string;
}

export interface MovingGuide {
  kind: BuildingKind;
  title: string;
  lead: string;
  intro: string[];
  timelineHeading: string;
  timeline: TimelineEntry[];
  sections: (f: MovingFigures) => GuideSection[];
  plansHeading: string;
  plansText: string;
}

export const movingCtas = {
  heading: 'まずは提供エリアの確認から',
  text: 'エリア検索でご利用いただけることを確かめたら、そのまま料金シミュレーションとお申し込みに進めます。',
  area: '引っ越し先の提供エリアを確認する',
  apply: '料金シミュレーション・お申し込みへ進む',
  routerHeading: '開通まではモバイルルーターを無料でお貸しします',
};

export const movingGuides: Record<'apartment' | 'shinchiku', MovingGuide> = {
  apartment: {
    kind: 'apartment',
    title: 'マンションにお引っ越しの方へ',
    lead: '入居したその日からインターネットを使えるように、お申し込みのタイミングと準備をご案内します。',
    intro: [
      'マンションの光回線は、建物に当社の設備が導入されていれば、お部屋の工事が短時間で済みます。ただし、お申し込みから工事日までは2週間から1ヶ月ほどかかるため、入居日が決まったら早めにお申し込みください。',
      '3月・4月はお引っ越しが集中し、工事の予約が埋まりやすくなります。この時期の入居は、1ヶ月半から2ヶ月前のお申し込みをおすすめします。',
    ],
    timelineHeading: 'お引っ越しまでのスケジュール',
    timeline: [
      {
        when: '入居の2ヶ月～1ヶ月前',
        title: 'エリアを確認してお申し込み',
        items: [
          'エリア検索で、引っ越し先の建物名まで入力してご利用いただけるかを確かめます。',
          '賃貸の場合は、管理会社または大家さんに光回線の工事をしてよいか確認します。',
          '料金シミュレーションでプランとオプションを選んで、お申し込みください。お申し込みの際に入居予定日をお知らせください。',
        ],
      },
      {
        when: '入居の3週間前まで',
        title: '工事日を決める',
        items: [
          `入居日以降の日を選んでください。${contractTerms.worksDay}`,
          '今お使いの回線の解約日を決めます。新しい回線の開通日より後にすると、インターネットが使えない期間ができません。',
        ],
      },
      {
        when: '入居日以降',
        title: '工事に立ち会う',
        items: ['お部屋での作業は30分～1時間ほどです。', contractTerms.worksAttendance],
      },
      {
        when: '開通後',
        title: '機器をつないで使い始める',
        items: [
          'パソコンやスマートフォン、テレビなどをWi-Fiにつなぎます。',
          '以前の住まいの回線を解約し、借りていた機器を返却します。',
        ],
      },
    ],
    sections: (f) => [
      {
        id: 'check',
        heading: '管理会社に確かめておくこと',
        paragraphs: [
          '建物によって、使える設備や工事の条件が違います。次のことを確かめておくと、お申し込みがスムーズです。',
        ],
        items: [
          '光回線の工事をしてよいか（賃貸の場合）',
          'お部屋に光コンセントがあるか、どの部屋にあるか',
          '共用部での作業に管理会社への連絡が必要か',
        ],
      },
      {
        id: 'switch',
        heading: '今お使いの回線を解約するとき',
        paragraphs: [
          `他社の回線からお乗り換えの場合は、乗り換えキャンペーンで今の回線の解約金や撤去費用を最大${f.changeRefundCap}まで還元します（光電話の同時お申し込みが条件です）。`,
        ],
        links: [{ to: '/campaign/change/', label: '乗り換えキャンペーンの詳細' }],
      },
      {
        id: 'holiday',
        heading: '土日に工事をご希望の場合',
        paragraphs: [
          `入居直後の土曜・日曜・祝日の工事も承ります。休日工事費${f.holidayFee}がかかります。平日の工事なら、休日工事費はかかりません。`,
        ],
        links: [{ to: paths.serviceConstructionMansion, label: 'マンションの開通工事の流れ' }],
      },
    ],
    plansHeading: 'マンションプランの料金',
    plansText: '建物の設備が10ギガに対応していれば、10ギガプランもお選びいただけます。',
  },
  shinchiku: {
    kind: 'home',
    title: '新築の戸建てにお住まいの方へ',
    lead: '家が建つ前から準備しておくと、引き渡しの後すぐに光回線を使い始められます。',
    intro: [
      '開通工事は、建物の引き渡しが終わり、電気が使えるようになってから行います。お申し込みから工事日までは2週間から1ヶ月ほどかかるため、引き渡し日が決まったらお申し込みください。',
      '建築中に光ファイバーを通す配管と光コンセントの位置を決めておくと、工事がすっきり短く済み、外壁に穴を開ける必要もなくなります。',
    ],
    timelineHeading: '建築から開通までのスケジュール',
    timeline: [
      {
        when: '着工～上棟のころ',
        title: '住宅会社と配線の計画を決める',
        items: [
          '外壁から室内まで光ファイバーを通す空の配管（空配管）を用意してもらいます。',
          'Wi-Fiルーターを置きたい場所の近くに、光コンセントを付ける位置と電源コンセントを決めます。',
        ],
      },
      {
        when: '引き渡しの2ヶ月～1ヶ月前',
        title: 'エリアを確認してお申し込み',
        items: [
          'エリア検索でご利用いただけるかを確かめます。住所が決まる前は、地番や近くの住所で検索できます。',
          '料金シミュレーションでプランとオプションを選んで、お申し込みください。引き渡しの予定日をお知らせください。',
        ],
      },
      {
        when: '引き渡しの3週間前まで',
        title: '工事日を決める',
        items: [`引き渡し日以降の日を選んでください。${contractTerms.worksDay}`],
      },
      {
        when: '引き渡し後',
        title: '開通工事に立ち会う',
        items: ['電柱からの引き込みと室内の作業で、1～2時間ほどです。', contractTerms.worksAttendance],
      },
    ],
    sections: (f) => [
      {
        id: 'builder',
        heading: '住宅会社に伝えておくこと',
        paragraphs: ['設計の段階で次のことを相談しておくと、見た目もすっきりと光回線を引き込めます。'],
        items: [
          '光ファイバー用の空配管を、外壁から光コンセントを付ける部屋まで通すこと',
          '光コンセントと電源コンセントを、ルーターを置く場所の近くに付けること',
          '2階や離れた部屋でもWi-Fiを使う場合は、各部屋にLANの配線を用意すること',
        ],
      },
      {
        id: 'address',
        heading: '住所が決まっていない場合',
        paragraphs: [
          '新しい住所（住居表示）が決まる前でも、地番でお申し込みいただけます。住所が決まったら、サポートセンターへお知らせください。',
        ],
      },
      {
        id: 'holiday',
        heading: '土日に工事をご希望の場合',
        paragraphs: [
          `引き渡し後の土曜・日曜・祝日の工事も承ります。休日工事費${f.holidayFee}がかかります。平日の工事なら、休日工事費はかかりません。`,
        ],
        links: [{ to: paths.serviceConstructionHome, label: '戸建ての開通工事の流れ' }],
      },
    ],
    plansHeading: '戸建てプランの料金',
    plansText: '10ギガに対応した地域では、10ギガプランもお選びいただけます。',
  },
};

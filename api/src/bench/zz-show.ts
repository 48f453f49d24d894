import {
  ApplicationDraftDocument, ApplicationStatusDocument, ApplyCTCDocument, ChangeWorksSlotDocument,
  HoldWorksSlotDocument, SaveApplicationDraftDocument, WorksSlotsDocument,
} from '@hikari/shared/operations';
import { validApplicationPayload } from '@hikari/shared/testing/fixtures';
const base = process.env.BASE!;
const ops = process.env.OPS!;
let n = 0;
const key = () => `show-${Date.now()}-${n++}`;
async function gql(token: string, query: string, variables: unknown) {
  const r = await fetch(`${base}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify({ query, variables }) });
  return (await r.json()) as any;
}
const opsGet = async (p: string) => (await (await fetch(`${base}${p}`, { headers: { authorization: `Bearer ${ops}` } })).json()) as any;
const opsPost = async (p: string, b: unknown) => { const r = await fetch(`${base}${p}`, { method: 'POST', headers: { authorization: `Bearer ${ops}`, 'content-type': 'application/json' }, body: JSON.stringify(b) }); return [r.status, await r.json()] as const; };
(async () => {
  const { token } = (await (await fetch(`${base}/auth/guest`, { method: 'POST' })).json()) as any;
  const input = { prefecture: '愛知県', buildingType: 0, wishedDays: ['sat'] };
  const slots = (await gql(token, WorksSlotsDocument, { input })).data.worksSlots.slots;
  console.log('1 slots:', slots.length, 'first', slots[0].label, 'last', slots.at(-1).label, 'all holiday:', slots.every((s: any) => s.holiday));
  const hold = (await gql(token, HoldWorksSlotDocument, { input, date: slots[0].date, band: slots[0].band, idempotencyKey: key() })).data.holdWorksSlot;
  console.log('2 hold:', hold.result, hold.slot.label, 'until', hold.expiresAt);
  // carry on: save a draft, open it
  const p = validApplicationPayload();
  const saved = await gql(token, SaveApplicationDraftDocument, { mail: 'ｔａｒｏ@example.jp', step: '/apply/form3/', draftJSON: JSON.stringify({ planData: p.planData, campaignData: p.campaignData, customer: p.customer }), idempotencyKey: key() });
  console.log('3 draft saved:', saved.data?.saveApplicationDraft.message ?? JSON.stringify(saved.errors));
  let mails = (await opsGet('/ops/mail?limit=10')).messages;
  const carry = (await opsGet(`/ops/mail/${mails.find((m: any) => m.kind === 'carry-on').id}`)).message;
  const draftToken = /#t=([A-Za-z0-9_-]{43})/.exec(carry.text)![1];
  const found = (await gql(token, ApplicationDraftDocument, { token: draftToken })).data.applicationDraft;
  console.log('3 draft link:', found.result, found.step, 'accountNo kept:', JSON.parse(found.draftJSON).customer.bankInfo.accountNo === '' ? 'no' : 'YES');
  const applied = await gql(token, ApplyCTCDocument, { formDataJSON: JSON.stringify({ ...p, customer: { ...p.customer, worksSlot: { date: hold.slot.date, band: hold.slot.band, holdId: hold.holdId, expiresAt: hold.expiresAt } } }), idempotencyKey: key(), draftTokens: [draftToken] });
  const a = applied.data?.applyCTC;
  console.log('2 applied:', a?.receptionId ?? JSON.stringify(applied.errors), 'booked', a?.worksSlot?.label);
  console.log('3 draft after sending:', (await gql(token, ApplicationDraftDocument, { token: draftToken })).data.applicationDraft.result);
  mails = (await opsGet('/ops/mail?limit=10')).messages;
  const contract = (await opsGet(`/ops/mail/${mails.find((m: any) => m.kind === 'contract-document' && m.receptionId === a.receptionId).id}`)).message;
  for (const needle of ['電気通信事業法に基づく契約書面', '月額料金（1年目）', '初期契約解除制度', '契約解除料', `ご予約の工事日：${a.worksSlot.label}`, 'いずれか遅い日から数えます', '0120-000-222', a.receptionId])
    console.log('4 contract document has', needle, ':', contract.text.includes(needle));
  console.log('4 subject:', contract.subject, '| status:', contract.statusLabel);
  const st = (await gql(token, ApplicationStatusDocument, { token: a.followToken })).data.applicationStatus;
  console.log('5 status page:', st.result, st.status.stageLabel, '| slot', st.status.worksSlot.label, '| deadline', st.status.slotChangeNote.slice(0, 40));
  const other = slots.find((s: any) => s.date !== hold.slot.date);
  const ch = (await gql(token, ChangeWorksSlotDocument, { token: a.followToken, date: other.date, band: other.band, idempotencyKey: key() })).data.changeWorksSlot;
  console.log('5 change slot:', ch.result, ch.message);
  const bad = (await gql(token, ApplicationStatusDocument, { token: 'x'.repeat(43) })).data.applicationStatus;
  console.log('5 wrong link:', bad.result, bad.message);
  console.log('5 ops stage skip:', ...(await opsPost(`/ops/submissions/applications/${a.receptionId}/stage`, { stage: 'works-done', note: '' })).map((x) => JSON.stringify(x).slice(0, 90)));
  console.log('5 ops stage:', (await opsPost(`/ops/submissions/applications/${a.receptionId}/stage`, { stage: 'reviewing', note: '' }))[0]);
  mails = (await opsGet('/ops/mail?limit=10')).messages.filter((m: any) => m.receptionId === a.receptionId);
  console.log('6 outbox for it:', mails.map((m: any) => `${m.kind}:${m.status}`).join(', '));
  const audit = (await opsGet('/ops/audit?limit=8')).entries.map((e: any) => `${e.action}@${e.address}`).join(', ');
  console.log('audit:', audit);
})();

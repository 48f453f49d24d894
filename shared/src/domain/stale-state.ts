// A change refused because what the person saw when they asked is no longer
// so (another tab or person changed it first): one wording for every such
// refusal of the ops side (the live version, a canary, a stage, a status,
// the works calendar, the settings). The change is answered 409 and nothing
// is changed; the console then loads the current state.

/** 「<subject>は、画面に表示していた<was>から、いまは<now>に変わっています…」 */
export function staleStateMessage(subject: string, was: string, now: string): string {
  return `${subject}は、画面に表示していた${was}から、いまは${now}に変わっています（別の画面か担当者が変更しました）。何も変更していません`;
}

/** For a record without a value to name (the works calendar, the settings): when it was last saved. */
export function staleSaveMessage(subject: string): string {
  return `${subject}は、画面を開いた後に別の画面か担当者が保存しています。何も変更していません`;
}

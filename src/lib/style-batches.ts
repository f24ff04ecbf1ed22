import { StyleSheet } from '@emotion/sheet'

type EmotionSheet = StyleSheet & { ctr: number }

/**
 * Emotion adds every rule to one <style> element with insertRule. Chromium treats a rule added
 * to a sheet as a change of that whole sheet: after the first render, each new rule (a price
 * calendar, a rate list arriving) restyled and laid out the whole page again. Rules inserted in
 * a later task go into a <style> element of their own, appended after the others, which Chromium
 * applies as an added sheet: only the elements its rules match are restyled.
 */
export function installStyleBatches(): () => void {
  const proto = StyleSheet.prototype as EmotionSheet
  const insert = proto.insert
  let batchOpen = false
  proto.insert = function (this: EmotionSheet, rule: string) {
    if (!batchOpen) {
      batchOpen = true
      // Emotion opens a new element whenever its counter is a multiple of 65,000.
      this.ctr = 0
      setTimeout(() => (batchOpen = false), 0)
    }
    insert.call(this, rule)
  }
  return () => {
    proto.insert = insert
  }
}

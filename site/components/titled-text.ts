/** A heading and its sentence from a catalogue list (`why.items`, `process.steps`): one card or one step. */
export type TitledText = { title: string; text: string }

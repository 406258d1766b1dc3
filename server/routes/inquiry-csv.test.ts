import { describe, expect, it } from 'vitest'
import { csvCell } from './inquiry-csv.ts'

describe('a CSV cell', () => {
  it('is quoted when it holds a semicolon, so a spreadsheet that splits on ; (Spanish Excel) keeps it one cell', () => {
    expect(csvCell('Lunes; martes')).toBe('"Lunes; martes"')
    expect(csvCell('tab\there')).toBe('"tab\there"')
  })

  it('starts no formula after any separator, as a spreadsheet splitting on , ; tab or a line would read it', () => {
    expect(csvCell('Hola;=HYPERLINK("http://evil.example")')).toBe(`"Hola;'=HYPERLINK(""http://evil.example"")"`)
    expect(csvCell('a,+1')).toBe(`"a,'+1"`)
    expect(csvCell('a\t-2')).toBe(`"a\t'-2"`)
    expect(csvCell('one\r\n@SUM(A1)')).toBe(`"one\r\n'@SUM(A1)"`)
    expect(csvCell('a;\t=1')).toBe(`"a;'\t'=1"`)
    expect(csvCell('=1')).toBe(`'=1`)
  })

  it('leaves a plain value as it is', () => {
    expect(csvCell('Lucía Muñoz')).toBe('Lucía Muñoz')
    expect(csvCell('(404) 555-0199')).toBe('(404) 555-0199')
    expect(csvCell('')).toBe('')
  })
})

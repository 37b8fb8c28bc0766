import { describe, expect, it } from 'vitest'
import { isolateRuns } from '../../renderer/isolateRuns.ts'
import { scrambledRuns, splitRuns } from '../../shared/bidi.ts'

const runsOf = (text: string) => scrambledRuns(text).map(({ start, end }) => text.slice(start, end))

describe('the runs right-to-left layout would scramble', () => {
  it('are those that open with a figure or a sign and have several parts', () => {
    expect(runsOf('العنوان: 12 avenue Charles de Gaulle, 92200 Neuilly-sur-Seine')).toEqual([
      '12 avenue Charles de Gaulle, 92200 Neuilly-sur-Seine',
    ])
    expect(runsOf('رأس مال قدره 10 000 € و 75 % و 48 h')).toEqual(['10 000 €', '75 %', '48 h'])
    expect(runsOf('(المادة 6(1)(b) من GDPR)')).toEqual(['6(1)(b)'])
    expect(runsOf('© 2024 Qualixa. جميع الحقوق محفوظة.')).toEqual(['© 2024 Qualixa'])
    expect(runsOf('اتصل على +216 71 123 456 من 9:00-18:00 PST')).toEqual([
      '+216 71 123 456',
      '9:00-18:00 PST',
    ])
  })

  it('leave alone what is laid out in order: a run that opens with a letter, a single figure', () => {
    expect(runsOf('RCS Nanterre 912 345 678 و Grafana k6')).toEqual([])
    expect(runsOf('أكثر من 20 خبيرا، 24/7، 5 أيام، 3.5')).toEqual([])
    // A plus inside a term is part of it, not the sign that opens a phone number.
    expect(runsOf('استعلامات N+1 يولّدها ORM، و C++ و A+B')).toEqual([])
  })

  it('split a text into parts that join back into it', () => {
    const text = 'مكتبنا في 15 rue du Lac، تونس'
    const parts = splitRuns(text)
    expect(parts.map((p) => p.text).join('')).toBe(text)
    expect(parts.filter((p) => p.ltr).map((p) => p.text)).toEqual(['15 rue du Lac'])
  })
})

describe('isolateRuns (the rendered body of a right-to-left page)', () => {
  it('wraps each scrambled run of the text in <bdi dir="ltr">, keeping entities right', () => {
    expect(isolateRuns('<p>رأس المال 10 000 € فقط</p><p>12 rue de l&#x27;Église &amp; co</p>')).toBe(
      '<p>رأس المال <bdi dir="ltr">10 000 €</bdi> فقط</p><p><bdi dir="ltr" lang="fr">12 rue de l\'Église</bdi> &amp; <span lang="en">co</span></p>',
    )
  })

  it('leaves islands, elements with a direction, raw text and drawings as they were', () => {
    const body =
      '<div data-island="Chat" data-props="{}"><div><p>12 rue x</p></div><p>1 rue y</p></div>' +
      '<p dir="ltr">12 rue z</p><svg><path d="M 12 3 L 4 5"/></svg><script>var a="1 2"</script>' +
      '<textarea>3 place</textarea><title>4 rue</title><select><option>5 rue</option></select>'
    expect(isolateRuns(body)).toBe(body)
    expect(isolateRuns(`${body}<p>3 place de Fontenoy</p>`)).toBe(
      `${body}<p><bdi dir="ltr" lang="fr">3 place de Fontenoy</bdi></p>`,
    )
  })

  it('changes nothing in a body without such runs (the bytes React wrote)', () => {
    const body = '<p class="a">مرحبا &amp; ٢٠٢٤</p><!-- 12 rue --><p lang="fr">RCS Nanterre</p>'
    expect(isolateRuns(body)).toBe(body)
  })

  it("marks Latin words with their language: the site's French addresses in French, the rest in English", () => {
    expect(isolateRuns('<p>مقرنا في Neuilly-sur-Seine ونستخدم Kubernetes و Grafana k6</p>')).toBe(
      '<p>مقرنا في <span lang="fr">Neuilly-sur-Seine</span> ونستخدم <span lang="en">Kubernetes</span> و <span lang="en">Grafana k6</span></p>',
    )
    expect(isolateRuns('<p>السجل RCS Nanterre 912 345 678، ملف PDF أو X</p>')).toBe(
      '<p>السجل <span lang="fr">RCS Nanterre 912 345 678</span>، ملف <span lang="en">PDF</span> أو X</p>',
    )
  })
})

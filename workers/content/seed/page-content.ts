import { type PageBlock, type PageContent } from '../content-model.ts'

export interface PageMeta {
  title: string
  metaTitle: string
  metaDescription: string
}

export const pageContent = (uid: (path: string) => string, meta: PageMeta, body: PageBlock[]): PageContent => ({
  _uid: uid('root'),
  component: 'page',
  title: meta.title,
  meta_title: meta.metaTitle,
  meta_description: meta.metaDescription,
  body,
})

export interface QuestionAnswer {
  key: string
  question: string
  answer: string
}

export const faqItems = (uid: (path: string) => string, list: string, items: QuestionAnswer[]) =>
  items.map(({ key, question, answer }) => ({
    _uid: uid(`${list}/${key}`),
    component: 'faq_item' as const,
    question,
    answer,
  }))

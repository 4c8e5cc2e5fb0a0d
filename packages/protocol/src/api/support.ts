import { z } from 'zod';
import { listRequest } from './list.ts';
import { named } from './schema.ts';

/**
 * Feedback, customer service and the official groups (issue 14). `feedback` is the general
 * 意见反馈 form, `problem` the 问题反馈 form (something does not work); each has its categories.
 */
export const FEEDBACK_KINDS = ['feedback', 'problem'] as const;
export type FeedbackKind = (typeof FEEDBACK_KINDS)[number];

export const FEEDBACK_CATEGORIES = {
  feedback: ['suggestion', 'content', 'account', 'payment', 'other'],
  problem: ['playback', 'loading', 'payment', 'crash', 'other'],
} as const satisfies Record<FeedbackKind, readonly string[]>;
export type FeedbackCategory = (typeof FEEDBACK_CATEGORIES)[FeedbackKind][number];
const ALL_CATEGORIES = [...new Set(Object.values(FEEDBACK_CATEGORIES).flat())] as [
  FeedbackCategory,
  ...FeedbackCategory[],
];

export const FEEDBACK_LIMITS = {
  textMin: 5,
  textMax: 500,
  imagesMax: 4,
  contactMax: 50,
  /** Feedback a user may send per hour. */
  perHour: 5,
  chatTextMax: 500,
  /** Chat messages a user may send per minute. */
  chatPerMinute: 20,
} as const;

export const FEEDBACK_STATUSES = ['pending', 'replied', 'closed'] as const;
export type FeedbackStatus = (typeof FEEDBACK_STATUSES)[number];

export const feedbackAddRequest = z
  .object({
    kind: z.enum(FEEDBACK_KINDS).default('feedback'),
    category: z.enum(ALL_CATEGORIES),
    text: z.string().trim().min(FEEDBACK_LIMITS.textMin).max(FEEDBACK_LIMITS.textMax),
    images: z.array(z.string().min(1).max(500)).max(FEEDBACK_LIMITS.imagesMax).default([]),
    contact: z.string().trim().max(FEEDBACK_LIMITS.contactMax).default(''),
  })
  .refine((r) => (FEEDBACK_CATEGORIES[r.kind] as readonly string[]).includes(r.category), {
    path: ['category'],
    message: 'not a category of this kind',
  })
  .meta({ id: 'FeedbackAddRequest' });
export type FeedbackAddRequest = z.input<typeof feedbackAddRequest>;

export const feedbackItem = named('Feedback', {
  id: z.number().int(),
  kind: z.enum(FEEDBACK_KINDS),
  category: z.enum(ALL_CATEGORIES),
  text: z.string(),
  images: z.array(z.string()),
  contact: z.string(),
  status: z.enum(FEEDBACK_STATUSES),
  reply: z.string().describe('the operator answer, "" until replied'),
  repliedAt: z.string().nullable().describe('ISO time'),
  createdAt: z.string().describe('ISO time'),
});
export type FeedbackItem = z.infer<typeof feedbackItem>;

export const feedbackListRequest = listRequest.extend({ kind: z.enum(FEEDBACK_KINDS).optional() });

/**
 * Where a person can be reached, from the operator's customer-service contacts (ping/contact):
 * the in-app chat when the operator lists it, else the first outside link.
 */
export const customEndpoint = named('CustomEndpoint', {
  mode: z.enum(['chat', 'link']),
  url: z.string().max(2000).describe('the outside link when mode is link'),
  hours: z.string().max(100).describe('when people answer, e.g. 每天 9:00-23:00'),
});
export type CustomEndpoint = z.infer<typeof customEndpoint>;

export const faqItem = named('FaqItem', {
  id: z.number().int(),
  question: z.string(),
  answer: z.string(),
  url: z.string().describe('the page or link that solves it, "" when none'),
});
export type FaqItem = z.infer<typeof faqItem>;
export const faqListRequest = z.object({ keyword: z.string().trim().max(50).default('') });
export const faqList = z.object({ list: z.array(faqItem) });

export const chatMessage = named('ChatMessage', {
  id: z.number().int(),
  from: z.enum(['user', 'operator']),
  text: z.string(),
  createdAt: z.string().describe('ISO time'),
});
export type ChatMessage = z.infer<typeof chatMessage>;
export const chatListRequest = listRequest;
export const chatSendRequest = named('ChatSendRequest', {
  text: z.string().trim().min(1).max(FEEDBACK_LIMITS.chatTextMax),
});

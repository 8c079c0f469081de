import {
  NOTIFICATION_EVENTS,
  type NotificationEvent,
  notificationSmsTemplate,
} from '@/shared/contracts/notifications';

/** What each event's SMS says by default ({{projectCode}} and {{projectName}} are always given). */
const TEXTS: Record<NotificationEvent, { name: string; content: string }> = {
  questionAsked: {
    name: '通知：供应商提问',
    content: '项目{{projectCode}}（{{projectName}}）收到供应商的新提问，请登录处理。',
  },
  questionAnswered: {
    name: '通知：提问已答复',
    content: '您在项目{{projectCode}}（{{projectName}}）的提问已答复，请登录查看。',
  },
  clarificationReleased: {
    name: '通知：澄清发布',
    content: '项目{{projectCode}}（{{projectName}}）发布了澄清文件，请登录查看并确认收到。',
  },
  clarificationReminder: {
    name: '通知：澄清确认提醒',
    content: '请确认收到项目{{projectCode}}（{{projectName}}）的澄清文件。',
  },
  receiptMissing: {
    name: '通知：澄清未确认',
    content: '项目{{projectCode}}（{{projectName}}）明日截止报价，您尚未确认收到澄清文件。',
  },
  quoteEndMoved: {
    name: '通知：报价截止时间变更',
    content: '项目{{projectCode}}（{{projectName}}）的报价截止时间已变更，请登录查看。',
  },
  objectionFiled: {
    name: '通知：收到异议',
    content: '项目{{projectCode}}（{{projectName}}）收到异议，请在规定时间内答复。',
  },
  objectionAnswered: {
    name: '通知：异议已答复',
    content: '您对项目{{projectCode}}（{{projectName}}）的异议已处理，请登录查看。',
  },
  objectionDue: {
    name: '通知：异议即将到期',
    content: '项目{{projectCode}}（{{projectName}}）有异议即将到答复期限。',
  },
  complaintFiled: {
    name: '通知：收到投诉',
    content: '项目{{projectCode}}（{{projectName}}）收到投诉，请登录处理。',
  },
  complaintDecided: {
    name: '通知：投诉已处理',
    content: '项目{{projectCode}}（{{projectName}}）的投诉已处理，请登录查看。',
  },
  evaluationClarificationAsked: {
    name: '通知：评审澄清',
    content: '评审专家就项目{{projectCode}}（{{projectName}}）向您发出澄清问题，请在期限前答复。',
  },
  evaluationClarificationReplied: {
    name: '通知：评审澄清已答复',
    content: '项目{{projectCode}}（{{projectName}}）的评审澄清已答复，请登录查看。',
  },
  committeeDrawn: {
    name: '通知：抽取为评标专家',
    content: '您已被抽取为项目{{projectCode}}（{{projectName}}）的评标专家，请在评标开始后登录签到。',
  },
  resultNoticeIssued: {
    name: '通知：结果通知书',
    content: '项目{{projectCode}}（{{projectName}}）的结果通知书已发出，请登录查看。',
  },
  negotiationRoundStarted: {
    name: '通知：竞争性谈判报价轮次开始',
    content: '项目{{projectCode}}（{{projectName}}）开始第{{roundNo}}轮报价，请在截止时间前登录报价。',
  },
};

/** Disabled ('01') until an administrator enables the events that should also go by SMS. */
export const DISABLED = '01';

/** One SMS template per event (NOTIFY_<EVENT>), seeded disabled. */
export const NOTIFICATION_SMS_TEMPLATES = NOTIFICATION_EVENTS.map((event) => ({
  code: notificationSmsTemplate(event),
  name: TEXTS[event].name,
  content: `【Bidline】${TEXTS[event].content}`,
  status: DISABLED,
}));

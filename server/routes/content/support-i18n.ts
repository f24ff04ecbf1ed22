import type { Locale } from '../../../src/contract/locales'

// Strings of the server-rendered support chat page (support-page.ts). The page is not part
// of the React client, so its few strings live here, in every §1 locale (ar for logged-in users).

export type SupportStrings = {
  title: string
  intro: string
  you: string
  staff: string
  empty: string
  label: string
  placeholder: string
  send: string
  sending: string
  enterMessage: string
  sendFailed: string
  tooMany: string
  offline: string
  gone: string
  hint: string
}

export const SUPPORT_STRINGS: Record<Locale, SupportStrings> = {
  'en-US': {
    title: 'Harborline customer service',
    intro: 'Ask us about bookings, credit, bills or your account. We reply within minutes, 09:00-21:00 Beijing time.',
    you: 'You',
    staff: 'Harborline support',
    empty: 'No messages yet. Write to us and a colleague will answer here.',
    label: 'Your message',
    placeholder: 'Type your message…',
    send: 'Send',
    sending: 'Sending…',
    enterMessage: 'Please enter a message',
    sendFailed: 'The message could not be sent. Please try again.',
    tooMany: 'Too many people are currently accessing, please try again later',
    offline: 'Connection lost, retrying…',
    gone: 'This chat link is no longer valid. Close this window and open the chat again.',
    hint: 'Enter to send, Shift+Enter for a new line',
  },
  'zh-CN': {
    title: 'Harborline 在线客服',
    intro: '预订、授信额度、账单或账户方面的问题都可以在这里咨询。北京时间 09:00-21:00 内通常几分钟即可回复。',
    you: '我',
    staff: 'Harborline 客服',
    empty: '暂无消息。给我们留言，客服会在这里回复您。',
    label: '消息内容',
    placeholder: '请输入消息…',
    send: '发送',
    sending: '发送中…',
    enterMessage: '请输入消息内容',
    sendFailed: '消息发送失败，请重试。',
    tooMany: '当前访问人数过多，请稍后再试',
    offline: '连接已断开，正在重试…',
    gone: '此聊天链接已失效，请关闭窗口后重新打开客服。',
    hint: '按 Enter 发送，Shift+Enter 换行',
  },
  ja: {
    title: 'Harborline カスタマーサービス',
    intro: '予約、与信枠、請求書、アカウントについてお気軽にご相談ください。北京時間 9:00〜21:00 は通常数分以内に返信します。',
    you: 'あなた',
    staff: 'Harborline サポート',
    empty: 'まだメッセージはありません。ご質問を送信いただくと、担当者がここで回答します。',
    label: 'メッセージ',
    placeholder: 'メッセージを入力…',
    send: '送信',
    sending: '送信中…',
    enterMessage: 'メッセージを入力してください',
    sendFailed: 'メッセージを送信できませんでした。もう一度お試しください。',
    tooMany: 'ただいまアクセスが集中しています。しばらくしてから再度お試しください',
    offline: '接続が切れました。再接続しています…',
    gone: 'このチャットのリンクは無効になりました。ウィンドウを閉じて、もう一度チャットを開いてください。',
    hint: 'Enter で送信、Shift+Enter で改行',
  },
  ko: {
    title: 'Harborline 고객센터',
    intro: '예약, 신용 한도, 청구서, 계정에 관해 문의해 주세요. 베이징 시간 09:00~21:00에는 보통 몇 분 안에 답변드립니다.',
    you: '나',
    staff: 'Harborline 상담원',
    empty: '아직 메시지가 없습니다. 문의를 남기시면 담당자가 여기에서 답변드립니다.',
    label: '메시지',
    placeholder: '메시지를 입력하세요…',
    send: '보내기',
    sending: '보내는 중…',
    enterMessage: '메시지를 입력해 주세요',
    sendFailed: '메시지를 보내지 못했습니다. 다시 시도해 주세요.',
    tooMany: '현재 접속자가 많습니다. 잠시 후 다시 시도해 주세요',
    offline: '연결이 끊겼습니다. 다시 연결하는 중…',
    gone: '이 채팅 링크는 더 이상 유효하지 않습니다. 창을 닫고 채팅을 다시 열어 주세요.',
    hint: 'Enter로 보내기, Shift+Enter로 줄바꿈',
  },
  es: {
    title: 'Atención al cliente de Harborline',
    intro: 'Consúltenos sobre reservas, crédito, facturas o su cuenta. Respondemos en pocos minutos de 09:00 a 21:00, hora de Pekín.',
    you: 'Usted',
    staff: 'Soporte de Harborline',
    empty: 'Todavía no hay mensajes. Escríbanos y un compañero le responderá aquí.',
    label: 'Su mensaje',
    placeholder: 'Escriba su mensaje…',
    send: 'Enviar',
    sending: 'Enviando…',
    enterMessage: 'Escriba un mensaje',
    sendFailed: 'No se pudo enviar el mensaje. Inténtelo de nuevo.',
    tooMany: 'Hay demasiadas personas accediendo en este momento, inténtelo más tarde',
    offline: 'Se perdió la conexión, reintentando…',
    gone: 'Este enlace de chat ya no es válido. Cierre esta ventana y vuelva a abrir el chat.',
    hint: 'Intro para enviar, Mayús+Intro para una nueva línea',
  },
  ar: {
    title: 'خدمة عملاء Harborline',
    intro: 'اسألنا عن الحجوزات أو الائتمان أو الفواتير أو حسابك. نرد خلال دقائق من 09:00 إلى 21:00 بتوقيت بكين.',
    you: 'أنت',
    staff: 'دعم Harborline',
    empty: 'لا توجد رسائل بعد. اكتب لنا وسيرد عليك أحد الزملاء هنا.',
    label: 'رسالتك',
    placeholder: 'اكتب رسالتك…',
    send: 'إرسال',
    sending: 'جارٍ الإرسال…',
    enterMessage: 'يرجى كتابة رسالة',
    sendFailed: 'تعذر إرسال الرسالة. يرجى المحاولة مرة أخرى.',
    tooMany: 'عدد كبير من الأشخاص يحاولون الوصول حاليًا، يرجى المحاولة لاحقًا',
    offline: 'انقطع الاتصال، جارٍ إعادة المحاولة…',
    gone: 'رابط المحادثة هذا لم يعد صالحًا. أغلق هذه النافذة وافتح المحادثة من جديد.',
    hint: 'Enter للإرسال، وShift+Enter لسطر جديد',
  },
}

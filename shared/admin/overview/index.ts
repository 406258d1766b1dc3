// The inquiries waiting, as the sidebar's badge and Inquiries count them.
export { openInquiryCount } from './analytics.ts'

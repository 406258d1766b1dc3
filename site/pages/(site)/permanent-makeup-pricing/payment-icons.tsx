// Icons for the payment options (pricing page only); drawn in the line style of site/components/icons.tsx. Decorative.
import type { ReactNode } from 'react'
import { Icon } from '../../../components/icons.tsx'

/** Larger than the site's icons: each heads a payment option's card. */
function PaymentIcon({ children }: { children: ReactNode }) {
  return (
    <Icon width="26" height="26">
      {children}
    </Icon>
  )
}

export const CashIcon = () => (
  <PaymentIcon>
    <rect x="2" y="6" width="20" height="12" rx="2" />
    <circle cx="12" cy="12" r="2.5" />
    <path d="M6 10v4M18 10v4" />
  </PaymentIcon>
)
export const CardIcon = () => (
  <PaymentIcon>
    <rect x="2" y="5" width="20" height="14" rx="2" />
    <path d="M2 10h20M6 15h4" />
  </PaymentIcon>
)
export const DepositIcon = () => (
  <PaymentIcon>
    <rect x="3" y="4" width="18" height="17" rx="2" />
    <path d="M16 2v4M8 2v4M3 10h18M9 15l2 2 4-4" />
  </PaymentIcon>
)
export const FinancingIcon = () => (
  <PaymentIcon>
    <path d="M4 20V10M10 20V6M16 20v-7M22 20H2" />
    <path d="m4 7 6-4 6 5 5-3" />
  </PaymentIcon>
)

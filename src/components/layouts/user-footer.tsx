import { Grid } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { BRAND, businessPhoneFor } from '../../lib/brand'
import { useLocale } from '../../lib/i18n/use-locale'
import { ContactBlock, CopyrightLine, FooterShell, LegalLinks } from './footer-parts'
import { PortalFrame } from './portal-frame'

/**
 * §2 logged-in footer: advertising, business and customer-service contacts, and the legal
 * links (terms, privacy, cancellation, about, IP rights).
 */
export function UserFooter() {
  const { t } = useLingui()
  const locale = useLocale()
  // Isolated left-to-right, or Arabic text would show the range as 21:00-09:00.
  const hours = `\u2066${BRAND.customerServiceHours}\u2069`
  return (
    <FooterShell>
      <PortalFrame>
        <Grid templateColumns={{ base: '1fr', sm: 'repeat(3, 1fr)' }} gap={{ base: '6', md: '8' }} mb="8">
          <ContactBlock title={t`Advertising`} email={BRAND.advertisingEmail} />
          <ContactBlock title={t`Business`} email={BRAND.businessEmail} phone={businessPhoneFor(locale)} />
          <ContactBlock
            title={t`Customer service`}
            email={BRAND.customerServiceEmail}
            note={t`Every day ${hours} (Beijing time)`}
          />
        </Grid>
        <LegalLinks />
        <CopyrightLine />
      </PortalFrame>
    </FooterShell>
  )
}

import { Grid } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { ContactBlock } from '../../../components/layouts/footer-parts'
import { PortalFrame } from '../../../components/layouts/portal-frame'
import { BRAND, businessPhoneFor } from '../../../lib/brand'
import { useLocale } from '../../../lib/i18n/use-locale'
import { contactContent } from '../content/contact'
import { MarketingPage } from './marketing-page'

/** /introduction/contact: the contact blocks of §2 and the demo request. */
export function ContactPage() {
  const { t } = useLingui()
  const locale = useLocale()
  return (
    <MarketingPage content={contactContent}>
      <PortalFrame pb={{ base: '10', md: '14' }}>
        <Grid templateColumns={{ base: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' }} gap="6" bg="bg" borderWidth="1px" borderRadius="lg" p="6">
          <ContactBlock title={t`Business consulting`} email={BRAND.businessEmail} phone={businessPhoneFor(locale)} />
          <ContactBlock title={t`Hotel cooperation`} email={BRAND.hotelCooperationEmail} />
          <ContactBlock title={t`Investment consultation`} email={BRAND.investmentEmail} />
          <ContactBlock title={t`Customer service`} email={BRAND.customerServiceEmail} />
        </Grid>
      </PortalFrame>
    </MarketingPage>
  )
}

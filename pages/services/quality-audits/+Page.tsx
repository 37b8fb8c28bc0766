import { ServicePage } from '../../../components/services/ServicePage.tsx'

/** /services/quality-audits: the service page template with this page's layout and texts. */
export default () => <ServicePage service="quality-audits" />

import { InfoPage, InfoSection } from '../components/info-page.tsx';

export default function TermsPage() {
  return (
    <InfoPage title="Terms of service" intro="The rules for shopping and selling on Pasal.">
      <InfoSection title="Who we are">
        <p>
          Pasal is an online marketplace where independent vendors in Nepal sell tech products to shoppers.
          Each product is sold by the vendor named on its page; Pasal runs the platform, takes payment and
          arranges delivery.
        </p>
      </InfoSection>
      <InfoSection title="Your account">
        <p>
          Keep your password private and your details accurate. You are responsible for orders placed from
          your account. We may suspend accounts used for fraud or abuse.
        </p>
      </InfoSection>
      <InfoSection title="Prices and payment">
        <p>
          Prices are in Nepali rupees and include VAT where it applies. The amount charged is the one Pasal
          calculates at checkout, including shipping and the service fee shown there.
        </p>
      </InfoSection>
      <InfoSection title="Vendors">
        <p>
          Vendors must list only genuine products they are entitled to sell, describe them honestly, keep
          stock up to date and dispatch paid orders promptly.
        </p>
      </InfoSection>
      <InfoSection title="Reviews">
        <p>
          Reviews must be about the product and your own experience. We remove abusive or misleading reviews.
        </p>
      </InfoSection>
      <InfoSection title="Governing law">
        <p>These terms are governed by the laws of Nepal, including the Consumer Protection Act, 2075.</p>
      </InfoSection>
    </InfoPage>
  );
}

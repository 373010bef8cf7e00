import { Link } from 'react-router';
import { InfoPage, InfoSection } from '../components/info-page.tsx';

export default function PrivacyPage() {
  return (
    <InfoPage title="Privacy policy" intro="What we collect, why, and what you can ask us to do with it.">
      <InfoSection title="What we collect">
        <ul>
          <li>Account details: your name, e-mail address and phone number.</li>
          <li>Order details: delivery address, the products you bought and how you paid.</li>
          <li>Reviews, wishlist items and messages you send us.</li>
        </ul>
        <p>Card details are entered on the payment provider&apos;s page; Pasal never sees or stores them.</p>
      </InfoSection>
      <InfoSection title="How we use it">
        <p>
          To deliver your orders, take payment, send order updates, answer support requests and keep the
          marketplace safe. We do not sell your personal data.
        </p>
      </InfoSection>
      <InfoSection title="Who we share it with">
        <p>
          The vendor who fulfils your order, our courier Nepal Can Move (name, phone and address only) and the
          payment provider you choose. Order tracking pages hide your phone number from anyone but you and
          your vendor.
        </p>
      </InfoSection>
      <InfoSection title="Cookies">
        <p>
          We use cookies only to keep you signed in, and your browser&apos;s storage to remember your cart. No
          advertising trackers.
        </p>
      </InfoSection>
      <InfoSection title="Your choices">
        <p>
          You can update your profile from your account settings, and ask us to export or delete your data
          through <Link to="/contact">Contact us</Link>.
        </p>
      </InfoSection>
    </InfoPage>
  );
}

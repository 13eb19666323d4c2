import { Modal } from './modal';

/**
 * The foundation's terms (spec 001: agreement, privacy policy, refund and cancellation policy,
 * tax-exemption statement), shown from every form that asks to accept them.
 */
export function TermsModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Modal open={open} onClose={onClose} title="Terms and Conditions" wide>
      <TermsText />
    </Modal>
  );
}

export function TermsText() {
  return (
    <div className="terms stack">
      <section>
        <h3>Agreement</h3>
        <p>
          The programs involve physical and mental exertion. By registering you confirm that you take part at your own
          risk, that the health information you give is accurate and complete, and that you will tell the volunteers
          of any condition that needs care.
        </p>
        <p>Every payment is a donation to the foundation: it is non-refundable and non-transferable.</p>
      </section>
      <section>
        <h3>Privacy Policy</h3>
        <p>
          We keep the details you give us only to run the programs you join, to send receipts and to reach you about
          them. We do not sell or share them with anyone else. You can ask us to correct or delete them at any time.
        </p>
      </section>
      <section>
        <h3>Refund and Cancellation Policy</h3>
        <p>There are no refunds or cancellations of donations or program registrations.</p>
      </section>
      <section>
        <h3>Tax exemption</h3>
        <p>
          Donations are eligible for a 50% tax exemption under section 80G(5)(vi) of the Income Tax Act. A PAN number
          is needed to claim it.
        </p>
      </section>
    </div>
  );
}

import { useTranslation } from 'react-i18next';
import { Modal } from './modal';

/**
 * The foundation's terms (agreement, privacy policy, refund and cancellation policy,
 * tax-exemption statement), shown from every form that asks to accept them.
 */
export function TermsModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { i18n } = useTranslation();
  return (
    <Modal open={open} onClose={onClose} title={i18n.language === 'ta' ? 'விதிமுறைகள் மற்றும் நிபந்தனைகள்' : 'Terms and Conditions'} wide>
      <TermsText />
    </Modal>
  );
}

export function TermsText() {
  const { i18n } = useTranslation();
  return i18n.language === 'ta' ? <TermsTextTamil /> : <TermsTextEnglish />;
}

/** The terms in Tamil, written for a Tamil reader; the English text is the reference. */
function TermsTextTamil() {
  return (
    <div className="terms stack">
      <section>
        <h3>ஒப்பந்தம்</h3>
        <p>
          நிகழ்ச்சிகளில் உடல் மற்றும் மன உழைப்பு உண்டு. பதிவு செய்வதன் மூலம், உங்கள் சொந்தப் பொறுப்பில் கலந்துகொள்கிறீர்கள்
          என்றும், நீங்கள் தரும் உடல்நலத் தகவல்கள் சரியானவை, முழுமையானவை என்றும், கவனிப்பு தேவைப்படும் எந்த நிலையையும்
          தன்னார்வலர்களிடம் தெரிவிப்பீர்கள் என்றும் உறுதி அளிக்கிறீர்கள்.
        </p>
        <p>ஒவ்வொரு கட்டணமும் அறக்கட்டளைக்கான நன்கொடையே: அது திருப்பித் தரப்படாது, வேறொருவருக்கு மாற்றவும் இயலாது.</p>
      </section>
      <section>
        <h3>தனியுரிமைக் கொள்கை</h3>
        <p>
          நீங்கள் தரும் விவரங்களை, நீங்கள் சேரும் நிகழ்ச்சிகளை நடத்தவும், ரசீதுகள் அனுப்பவும், அவை பற்றி உங்களைத்
          தொடர்புகொள்ளவும் மட்டுமே வைத்திருக்கிறோம். அவற்றை யாருக்கும் விற்பதுமில்லை, பகிர்வதுமில்லை. எப்போது வேண்டுமானாலும்
          அவற்றைத் திருத்தவோ நீக்கவோ எங்களைக் கேட்கலாம்.
        </p>
      </section>
      <section>
        <h3>பணத்திரும்பல் மற்றும் ரத்துக் கொள்கை</h3>
        <p>நன்கொடைகளுக்கும் நிகழ்ச்சிப் பதிவுகளுக்கும் பணத்திரும்பலோ ரத்தோ இல்லை.</p>
      </section>
      <section>
        <h3>வரிவிலக்கு</h3>
        <p>
          வருமான வரிச் சட்டம் பிரிவு 80G(5)(vi)-இன் கீழ் நன்கொடைகளுக்கு 50% வரிவிலக்கு உண்டு. அதைப் பெற PAN எண்
          தேவை.
        </p>
      </section>
    </div>
  );
}

function TermsTextEnglish() {
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

-- The whole product's data model (spec 000 section 3, spec 001 section 3).
-- Money is integer minor units (paise, cents) with an ISO currency code.

CREATE TABLE countries (
  id integer PRIMARY KEY,
  name text NOT NULL,
  iso2 char(2) NOT NULL UNIQUE,
  phone_code text NOT NULL DEFAULT ''
);
CREATE TABLE states (
  id integer PRIMARY KEY,
  country_id integer NOT NULL REFERENCES countries(id),
  name text NOT NULL
);
CREATE INDEX states_country_idx ON states (country_id, name);
CREATE TABLE cities (
  id integer PRIMARY KEY,
  state_id integer NOT NULL REFERENCES states(id),
  name text NOT NULL
);
CREATE INDEX cities_state_idx ON cities (state_id, name);

CREATE TABLE users (
  id serial PRIMARY KEY,
  salut text NOT NULL DEFAULT '',
  name text NOT NULL,
  email text NOT NULL,
  mobile text NOT NULL UNIQUE,
  dial_code text NOT NULL DEFAULT '91',
  password_hash text NOT NULL,
  dob date,
  gender text NOT NULL DEFAULT '',
  marital_status text NOT NULL DEFAULT 'Married',
  country_id integer REFERENCES countries(id),
  state_id integer REFERENCES states(id),
  city_id integer REFERENCES cities(id),
  picture text NOT NULL DEFAULT '',
  street_address text NOT NULL DEFAULT '',
  pincode text NOT NULL DEFAULT '',
  education text NOT NULL DEFAULT '',
  profession text NOT NULL DEFAULT '',
  profession_detail text NOT NULL DEFAULT '',
  company_name text NOT NULL DEFAULT '',
  whatsapp_number text NOT NULL DEFAULT '',
  know_matangi text NOT NULL DEFAULT '',
  friend_name text NOT NULL DEFAULT '',
  friend_mobile text NOT NULL DEFAULT '',
  know_other text NOT NULL DEFAULT '',
  pan_number text NOT NULL DEFAULT '',
  language smallint NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- Bearer tokens: only a SHA-256 of the random token is stored, so a database leak gives no sessions.
CREATE TABLE sessions (
  id bigserial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  token_hash text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_seen_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  ended_at timestamptz
);
CREATE INDEX sessions_user_idx ON sessions (user_id);

CREATE TABLE password_resets (
  id bigserial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  code_hash text NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX password_resets_user_idx ON password_resets (user_id, created_at DESC);

-- Throttling that survives restarts and is shared by every server process.
CREATE TABLE throttle_hits (
  id bigserial PRIMARY KEY,
  bucket text NOT NULL,
  subject text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX throttle_hits_idx ON throttle_hits (bucket, subject, created_at);

CREATE TABLE programs (
  id smallint PRIMARY KEY CHECK (id BETWEEN 1 AND 8),
  name text NOT NULL,
  headline text NOT NULL DEFAULT '',
  image text NOT NULL DEFAULT '',
  banner text NOT NULL DEFAULT '',
  media_banner text NOT NULL DEFAULT '',
  story text NOT NULL DEFAULT '',
  promise_status smallint NOT NULL DEFAULT 0,
  promises text[] NOT NULL DEFAULT '{}',
  benefits text[] NOT NULL DEFAULT '{}',
  attend text[] NOT NULL DEFAULT '{}',
  duration integer NOT NULL DEFAULT 1,
  timing text NOT NULL DEFAULT '',
  event_status smallint NOT NULL DEFAULT 0,
  upcome_date date,
  upcome_address text NOT NULL DEFAULT '',
  prereq_text text NOT NULL DEFAULT '',
  prereq_media text NOT NULL DEFAULT '',
  sort_order integer NOT NULL DEFAULT 0
);

CREATE TABLE projects (
  id serial PRIMARY KEY,
  name text NOT NULL,
  image text NOT NULL DEFAULT '',
  banner text NOT NULL DEFAULT '',
  link text NOT NULL DEFAULT '',
  sort_order integer NOT NULL DEFAULT 0
);

CREATE TABLE event_categories (
  id serial PRIMARY KEY,
  name text NOT NULL,
  program_id smallint REFERENCES programs(id),
  sort_order integer NOT NULL DEFAULT 0
);

CREATE TABLE events (
  id serial PRIMARY KEY,
  program_id smallint NOT NULL REFERENCES programs(id),
  category_id integer REFERENCES event_categories(id),
  event_name text NOT NULL,
  city_name text NOT NULL DEFAULT '',
  event_date date NOT NULL,
  end_date date,
  event_address text NOT NULL DEFAULT '',
  event_image text NOT NULL DEFAULT '',
  event_desc text NOT NULL DEFAULT '',
  status text NOT NULL DEFAULT 'notstarted' CHECK (status IN ('notstarted', 'ongoing', 'completed', 'cancelled')),
  is_closed boolean NOT NULL DEFAULT false,
  currency char(3) NOT NULL DEFAULT 'INR',
  price_minor bigint NOT NULL DEFAULT 0 CHECK (price_minor >= 0),
  discount_percent numeric(5,2) NOT NULL DEFAULT 0 CHECK (discount_percent BETWEEN 0 AND 100),
  early_bird_minor bigint NOT NULL DEFAULT 0 CHECK (early_bird_minor >= 0),
  early_bird_until date,
  advance_minor bigint NOT NULL DEFAULT 0 CHECK (advance_minor >= 0),
  payment_link text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX events_program_date_idx ON events (program_id, event_date);
CREATE INDEX events_date_idx ON events (event_date);

CREATE TABLE testimonials (
  id serial PRIMARY KEY,
  program_id smallint NOT NULL REFERENCES programs(id),
  media_img text NOT NULL DEFAULT '',
  media text NOT NULL DEFAULT '',
  name text NOT NULL,
  profession text NOT NULL DEFAULT '',
  description text NOT NULL DEFAULT '',
  sort_order integer NOT NULL DEFAULT 0
);
CREATE INDEX testimonials_program_idx ON testimonials (program_id, sort_order, id);

CREATE TABLE sliders (
  id serial PRIMARY KEY,
  placement text NOT NULL DEFAULT 'banner' CHECK (placement IN ('banner', 'bottom')),
  image text NOT NULL,
  media text NOT NULL DEFAULT '',
  title text NOT NULL DEFAULT '',
  sort_order integer NOT NULL DEFAULT 0,
  active boolean NOT NULL DEFAULT true
);

CREATE TABLE gallery_categories (
  id serial PRIMARY KEY,
  album_category text NOT NULL,
  sort_order integer NOT NULL DEFAULT 0
);
CREATE TABLE gallery_albums (
  id serial PRIMARY KEY,
  category_id integer NOT NULL REFERENCES gallery_categories(id),
  album_sub text NOT NULL,
  album_date date NOT NULL,
  cover text NOT NULL DEFAULT ''
);
CREATE INDEX gallery_albums_category_idx ON gallery_albums (category_id, album_date DESC);
CREATE TABLE gallery_images (
  id serial PRIMARY KEY,
  album_id integer NOT NULL REFERENCES gallery_albums(id),
  image text NOT NULL,
  caption text NOT NULL DEFAULT '',
  album_date date NOT NULL,
  width integer NOT NULL DEFAULT 0,
  height integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX gallery_images_album_idx ON gallery_images (album_id, id);
CREATE INDEX gallery_images_date_idx ON gallery_images (album_date DESC, id DESC);
CREATE TABLE gallery_tags (
  id serial PRIMARY KEY,
  album_tag text NOT NULL UNIQUE
);
CREATE TABLE gallery_image_tags (
  image_id integer NOT NULL REFERENCES gallery_images(id) ON DELETE CASCADE,
  tag_id integer NOT NULL REFERENCES gallery_tags(id) ON DELETE CASCADE,
  PRIMARY KEY (tag_id, image_id)
);

CREATE TABLE media_categories (
  id serial PRIMARY KEY,
  media_category text NOT NULL,
  sort_order integer NOT NULL DEFAULT 0
);
CREATE TABLE media_items (
  id serial PRIMARY KEY,
  category_id integer REFERENCES media_categories(id),
  kind text NOT NULL CHECK (kind IN ('video', 'audio')),
  title text NOT NULL,
  image text NOT NULL DEFAULT '',
  media text NOT NULL DEFAULT '',
  media_time text NOT NULL DEFAULT '',
  published_on date NOT NULL DEFAULT CURRENT_DATE,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX media_items_kind_date_idx ON media_items (kind, published_on DESC, id DESC);
CREATE INDEX media_items_date_idx ON media_items (published_on DESC, id DESC);
CREATE INDEX media_items_category_idx ON media_items (category_id, published_on DESC);
CREATE TABLE media_tags (
  id serial PRIMARY KEY,
  media_tag text NOT NULL UNIQUE
);
CREATE TABLE media_item_tags (
  media_id integer NOT NULL REFERENCES media_items(id) ON DELETE CASCADE,
  tag_id integer NOT NULL REFERENCES media_tags(id) ON DELETE CASCADE,
  PRIMARY KEY (tag_id, media_id)
);

-- Form labels per program (spec 001: trans_word, trans_en, trans_ta); program 0 holds shared words.
CREATE TABLE translations (
  id serial PRIMARY KEY,
  program_id smallint NOT NULL DEFAULT 0,
  trans_word text NOT NULL,
  trans_en text NOT NULL,
  trans_ta text NOT NULL,
  UNIQUE (program_id, trans_word)
);

CREATE TABLE wish_media (
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  media_id integer NOT NULL REFERENCES media_items(id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, media_id)
);
CREATE TABLE wish_events (
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  event_id integer NOT NULL REFERENCES events(id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, event_id)
);

-- An event registration is the order: its price is frozen here when it is made.
CREATE TABLE registrations (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id),
  event_id integer NOT NULL REFERENCES events(id),
  program_id smallint NOT NULL REFERENCES programs(id),
  status text NOT NULL DEFAULT 'pending'
    CHECK (status IN ('pending', 'partialpay', 'paylater', 'success', 'failed', 'cancelled')),
  currency char(3) NOT NULL,
  amount_minor bigint NOT NULL,
  discount_percent numeric(5,2) NOT NULL DEFAULT 0,
  discount_minor bigint NOT NULL DEFAULT 0,
  early_minor bigint NOT NULL DEFAULT 0,
  total_minor bigint NOT NULL,
  advance_minor bigint NOT NULL DEFAULT 0,
  paid_minor bigint NOT NULL DEFAULT 0,
  pan_number text NOT NULL DEFAULT '',
  accept_terms boolean NOT NULL DEFAULT false,
  reg_number text UNIQUE,
  details jsonb,
  details_language smallint NOT NULL DEFAULT 0,
  details_updated_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX registrations_user_idx ON registrations (user_id, created_at DESC);
CREATE INDEX registrations_event_idx ON registrations (event_id);

CREATE TABLE donations (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id),
  category text NOT NULL,
  payment_type smallint NOT NULL DEFAULT 0,
  currency char(3) NOT NULL DEFAULT 'INR',
  amount_minor bigint NOT NULL CHECK (amount_minor > 0),
  pan_number text NOT NULL DEFAULT '',
  donor_name text NOT NULL DEFAULT '',
  donor_address text NOT NULL DEFAULT '',
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'success', 'failed', 'cancelled')),
  receipt_fy text,
  receipt_seq integer,
  receipt_number text UNIQUE,
  paid_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (receipt_fy, receipt_seq)
);
CREATE INDEX donations_user_idx ON donations (user_id, created_at DESC);

-- Serial 80G receipt numbers per financial year (1 April to 31 March).
CREATE TABLE receipt_sequences (
  financial_year text PRIMARY KEY,
  last_seq integer NOT NULL DEFAULT 0
);

-- One row per try at the gateway; a registration or donation may have several.
CREATE TABLE payment_attempts (
  id serial PRIMARY KEY,
  txn_id text NOT NULL UNIQUE,
  user_id integer NOT NULL REFERENCES users(id),
  purpose text NOT NULL CHECK (purpose IN ('registration', 'donation')),
  registration_id integer REFERENCES registrations(id),
  donation_id integer REFERENCES donations(id),
  kind text NOT NULL CHECK (kind IN ('full', 'advance', 'balance', 'donation')),
  provider text NOT NULL,
  amount_minor bigint NOT NULL CHECK (amount_minor > 0),
  currency char(3) NOT NULL,
  status text NOT NULL DEFAULT 'created' CHECK (status IN ('created', 'pending', 'success', 'failed', 'aborted')),
  provider_txn_id text,
  provider_status text NOT NULL DEFAULT '',
  status_message text NOT NULL DEFAULT '',
  raw_request jsonb,
  raw_response jsonb,
  confirmed_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (provider, provider_txn_id)
);
CREATE INDEX payment_attempts_user_idx ON payment_attempts (user_id, created_at DESC);
CREATE INDEX payment_attempts_status_idx ON payment_attempts (status, created_at);
CREATE INDEX payment_attempts_registration_idx ON payment_attempts (registration_id);
CREATE INDEX payment_attempts_donation_idx ON payment_attempts (donation_id);

-- Audit trail: every state change of an attempt, with what caused it.
CREATE TABLE payment_events (
  id bigserial PRIMARY KEY,
  attempt_id integer NOT NULL REFERENCES payment_attempts(id),
  from_status text NOT NULL,
  to_status text NOT NULL,
  source text NOT NULL,
  payload jsonb,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX payment_events_attempt_idx ON payment_events (attempt_id);

CREATE TABLE feedback (
  id serial PRIMARY KEY,
  registration_id integer NOT NULL UNIQUE REFERENCES registrations(id),
  user_id integer NOT NULL REFERENCES users(id),
  program_id smallint NOT NULL REFERENCES programs(id),
  answers jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE contact_messages (
  id serial PRIMARY KEY,
  user_id integer REFERENCES users(id),
  name text NOT NULL,
  email text NOT NULL,
  mobile text NOT NULL,
  message text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE volunteers (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id),
  kind text NOT NULL CHECK (kind IN ('event', 'foundation')),
  event_id integer REFERENCES events(id),
  name text NOT NULL DEFAULT '',
  email text NOT NULL DEFAULT '',
  phone text NOT NULL DEFAULT '',
  message text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX volunteers_user_idx ON volunteers (user_id);

-- What the SMS and email providers sent; the outbox providers' store, shown at /dev/outbox.
CREATE TABLE outbox (
  id bigserial PRIMARY KEY,
  channel text NOT NULL CHECK (channel IN ('sms', 'email')),
  recipient text NOT NULL,
  subject text NOT NULL DEFAULT '',
  body text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- The office's own questions on a program's registration details and feedback forms, after the
-- spec's built-in fields (docs/decisions/questions.md), owned by the questions module. A question
-- belongs to a program (any row of programs) and optionally to one of its events only.
CREATE TABLE form_questions (
  id serial PRIMARY KEY,
  program_id integer NOT NULL REFERENCES programs(id),
  event_id integer REFERENCES events(id) ON DELETE CASCADE,
  form text NOT NULL CHECK (form IN ('details', 'feedback')),
  kind text NOT NULL CHECK (kind IN ('text', 'textarea', 'number', 'date', 'choice', 'choices', 'yesno', 'file')),
  required boolean NOT NULL DEFAULT false,
  label_en text NOT NULL,
  label_ta text NOT NULL DEFAULT '',
  help_en text NOT NULL DEFAULT '',
  help_ta text NOT NULL DEFAULT '',
  -- [{en, ta}], the English text being the value kept
  options jsonb NOT NULL DEFAULT '[]',
  show_if_field text NOT NULL DEFAULT '',
  show_if_value text NOT NULL DEFAULT '',
  sort_order integer NOT NULL DEFAULT 0,
  hidden boolean NOT NULL DEFAULT false,
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX form_questions_program ON form_questions (program_id, form);

-- One answer of a registration to a question, with the question as it was asked (its words, kind
-- and options then): a question changed later never rewrites an answer already given.
CREATE TABLE question_answers (
  registration_id integer NOT NULL REFERENCES registrations(id) ON DELETE CASCADE,
  form text NOT NULL CHECK (form IN ('details', 'feedback')),
  question_id integer NOT NULL REFERENCES form_questions(id),
  value jsonb NOT NULL,
  question jsonb NOT NULL,
  answered_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (registration_id, form, question_id)
);
CREATE INDEX question_answers_question ON question_answers (question_id);

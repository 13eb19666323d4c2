-- Issued documents keep what they printed (issue 11), now stored when the document is issued (a
-- receipt number assigned, a registration's first payment confirmed) inside that transaction.
-- 'print' marks an identity kept at the first print instead: documents issued before this change,
-- or a registration's invoice printed before anything was paid, which its issue then replaces.
ALTER TABLE document_identities ADD COLUMN captured text NOT NULL DEFAULT 'print' CHECK (captured IN ('issue', 'print'));

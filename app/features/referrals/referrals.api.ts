import type { UpstreamClient } from "#app/upstream/client.ts";
import { call, withMessage, type CallOptions } from "#app/upstream/calls.ts";
import { getPaged, position } from "#app/upstream/paged.ts";
import type { BodyOf, QueryOf } from "#app/contract/endpoint.ts";
import { referralApi } from "#app/contract/referrals.ts";

/**
 * Applications (the contract's "referral requests", `/api/job-post/referral/*`), the poster's
 * answers, and recommending a job to a connection. See app/contract/referrals.ts. Every wrapper
 * rejects with an `UpstreamError` on 400–599; mutations resolve with `{ data, message }` —
 * `message` is the server's sentence, shown as a snackbar.
 */
export function referralsCalls(client: UpstreamClient) {
  return {
    /**
     * Applies ("asks for a referral", individuals) with an optional note ≤500 and, by choice, the
     * profile resume (`attach_resume`) or a new PDF (`file`, sent as multipart). 409 already asked;
     * 400 on `job_post_id` when the post is closed, on `file` / `attach_resume` for the resume.
     */
    create: (
      input: Pick<BodyOf<typeof referralApi.create>, "job_post_id" | "message" | "answers"> & {
        attach_resume?: boolean;
        file?: File | null;
      },
      options?: CallOptions,
    ) => {
      const message = input.message?.trim();
      const answers = input.answers && Object.keys(input.answers).length > 0 ? input.answers : undefined;
      if (input.file) {
        const form = new FormData();
        form.append("job_post_id", String(input.job_post_id));
        if (message) form.append("message", message);
        // The screening answers as a form names them (decision 167).
        for (const [questionId, answer] of Object.entries(answers ?? {}))
          if (answer !== null) form.append(`answers.${questionId}`, String(answer));
        form.append("file", input.file, input.file.name);
        return withMessage(client.send(referralApi.create, call(options, { body: form })));
      }
      const body = {
        job_post_id: input.job_post_id,
        ...(message ? { message } : {}),
        ...(input.attach_resume ? { attach_resume: true } : {}),
        ...(answers ? { answers } : {}),
      };
      return withMessage(client.send(referralApi.create, call(options, { body })));
    },

    /**
     * The applications to a post (poster only), newest first, by `status` (default `active`);
     * pages by keyset. Listing marks the requested ones viewed.
     */
    list: (query: QueryOf<typeof referralApi.list>, options?: CallOptions) =>
      getPaged(
        client,
        referralApi.list,
        {
          job_post_id: query.job_post_id,
          ...(query.status ? { status: query.status } : {}),
          ...(query.sort ? { sort: query.sort } : {}),
          ...(query.screening ? { screening: query.screening } : {}),
          ...position(query),
        },
        options,
      ),

    /** One response with its post (poster only). 404 "Referral not found.". */
    read: (query: QueryOf<typeof referralApi.read>, options?: CallOptions) =>
      client
        .send(referralApi.read, call(options, { query: { referral_id: query.referral_id } }))
        .then((envelope) => envelope.data),

    /** The poster refers the applicant. "Referred.". */
    refer: (input: BodyOf<typeof referralApi.refer>, options?: CallOptions) =>
      withMessage(client.send(referralApi.refer, call(options, { body: { referral_id: input.referral_id } }))),

    /** The poster ignores the request (PATCH). 409 "You already referred this member.". */
    ignore: (input: BodyOf<typeof referralApi.ignore>, options?: CallOptions) =>
      withMessage(client.send(referralApi.ignore, call(options, { body: { referral_id: input.referral_id } }))),

    /** The poster's answer: referred or not_selected. 409 once referred or withdrawn; 404 for anyone but the poster. */
    setStatus: (input: BodyOf<typeof referralApi.setStatus>, options?: CallOptions) =>
      withMessage(
        client.send(
          referralApi.setStatus,
          call(options, { body: { referral_id: input.referral_id, status: input.status } }),
        ),
      ),

    /** The applicant withdraws their open application. 409 once answered; 404 for anyone else. */
    withdraw: (input: BodyOf<typeof referralApi.withdraw>, options?: CallOptions) =>
      withMessage(client.send(referralApi.withdraw, call(options, { body: { referral_id: input.referral_id } }))),

    /** The resume attached to an application (its poster or applicant) as the raw response; the poster's downloads are logged. */
    resume: (query: QueryOf<typeof referralApi.resume>, options?: CallOptions) =>
      client.sendRaw(referralApi.resume, call(options, { query: { referral_id: query.referral_id } })),

    /** A company moves applications (1–50) to a stage, with a template or a message. 404 when one is not to its posts. */
    move: (input: BodyOf<typeof referralApi.move>, options?: CallOptions) =>
      withMessage(client.send(referralApi.move, call(options, { body: input }))),

    /** The poster adds a private note to an application. */
    addNote: (input: BodyOf<typeof referralApi.addNote>, options?: CallOptions) =>
      withMessage(client.send(referralApi.addNote, call(options, { body: input }))),

    /** The poster deletes a note. */
    deleteNote: (query: QueryOf<typeof referralApi.deleteNote>, options?: CallOptions) =>
      withMessage(client.send(referralApi.deleteNote, call(options, { query: { note_id: query.note_id } }))),

    /** A company's message templates (the starting ones the first time). */
    templates: (options?: CallOptions) =>
      client.send(referralApi.templates, call(options, {})).then((envelope) => envelope.data),

    createTemplate: (input: BodyOf<typeof referralApi.createTemplate>, options?: CallOptions) =>
      withMessage(client.send(referralApi.createTemplate, call(options, { body: input }))),

    updateTemplate: (input: BodyOf<typeof referralApi.updateTemplate>, options?: CallOptions) =>
      withMessage(client.send(referralApi.updateTemplate, call(options, { body: input }))),

    deleteTemplate: (query: QueryOf<typeof referralApi.deleteTemplate>, options?: CallOptions) =>
      withMessage(
        client.send(referralApi.deleteTemplate, call(options, { query: { template_id: query.template_id } })),
      ),

    /** Recommends a post to a connection (individuals). 403 not connected; 400 yourself / the poster; 409 already. */
    recommend: (input: BodyOf<typeof referralApi.recommend>, options?: CallOptions) =>
      withMessage(
        client.send(
          referralApi.recommend,
          call(options, { body: { job_post_id: input.job_post_id, user_id: input.user_id } }),
        ),
      ),

    /** Jobs recommended to you (individuals), open posts, newest first; pages by keyset. */
    recommendations: (query: QueryOf<typeof referralApi.recommendations> = {}, options?: CallOptions) =>
      getPaged(client, referralApi.recommendations, position(query), options),
  };
}

import { Box, Button, Field, HStack, IconButton, Input, Separator } from "@chakra-ui/react";
import TextAlign from "@tiptap/extension-text-align";
import {
  AlignCenter,
  AlignLeft,
  Bold,
  Italic,
  Link2,
  List,
  ListOrdered,
  Underline,
  type LucideIcon,
} from "lucide-react";
import { EditorContent, useEditor, type Editor } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import { useMemo, useState } from "react";
import { useSnackbar } from "#app/ui/snackbar.tsx";
import { DEFAULT_LINK_VALUE, RICH_TEXT_MESSAGES, validLinkAddress } from "./messages.ts";

type Props = {
  name: string;
  formatName: string;
  defaultHtml: string;
  labelId: string;
  describedBy?: string;
  invalid: boolean;
};

/** The tools of spec §5: made once, so the editor's options stay the same object from render to render. */
const EXTENSIONS = [
  StarterKit.configure({
    heading: false,
    blockquote: false,
    code: false,
    codeBlock: false,
    horizontalRule: false,
    strike: false,
    link: { openOnClick: false, autolink: true, protocols: ["mailto"], defaultProtocol: "https" },
  }),
  TextAlign.configure({ types: ["paragraph"], alignments: ["left", "center"] }),
];

/** The description editor: exactly the tools of spec §5, posting HTML in a hidden field. */
export default function RichTextEditor({ name, formatName, defaultHtml, labelId, describedBy, invalid }: Props) {
  const [html, setHtml] = useState(defaultHtml);
  const snackbar = useSnackbar();
  // Options that differ from the editor's make Tiptap re-apply them on the next render, which
  // redraws the document from its state: keystrokes the browser had put in the page but the
  // editor had not read yet were lost (every keystroke re-renders, through `setHtml`). So the
  // options change only when what they say changes.
  const editorProps = useMemo(
    () => ({
      attributes: {
        role: "textbox",
        "aria-multiline": "true",
        "aria-labelledby": labelId,
        ...(describedBy ? { "aria-describedby": describedBy } : {}),
        ...(invalid ? { "aria-invalid": "true" } : {}),
      },
    }),
    [labelId, describedBy, invalid],
  );
  const editor = useEditor({
    immediatelyRender: false,
    // Tiptap's own <style> tag would need the CSP nonce; its few rules are below instead.
    injectCSS: false,
    extensions: EXTENSIONS,
    content: defaultHtml,
    editorProps,
    onUpdate: ({ editor: current }) => setHtml(current.isEmpty ? "" : current.getHTML()),
  });

  const run = (command: (editor: Editor) => boolean) => {
    if (!editor) return;
    try {
      if (!command(editor)) snackbar.show("error", RICH_TEXT_MESSAGES.formatting);
    } catch {
      snackbar.show("error", RICH_TEXT_MESSAGES.formatting);
    }
  };

  return (
    <Box w="full" borderWidth="1px" borderRadius="md" borderColor={invalid ? "border.error" : "border"} bg="white">
      <input type="hidden" name={formatName} value="html" />
      <input type="hidden" name={name} value={html} />
      <Toolbar editor={editor} run={run} />
      <Box
        px="3"
        py="2"
        minH="40"
        css={{
          "& .ProseMirror": { outline: "none", minHeight: "9rem", whiteSpace: "pre-wrap", wordWrap: "break-word" },
          "& .ProseMirror p": { marginBlock: "0.5em" },
          "& .ProseMirror ul": { listStyleType: "disc", paddingInlineStart: "1.5em" },
          "& .ProseMirror ol": { listStyleType: "decimal", paddingInlineStart: "1.5em" },
          "& .ProseMirror a": { color: "brand.primary", textDecoration: "underline" },
        }}
      >
        <EditorContent editor={editor} />
      </Box>
    </Box>
  );
}

type ToolProps = { editor: Editor | null; run: (command: (editor: Editor) => boolean) => void };

function Toolbar({ editor, run }: ToolProps) {
  const [linkOpen, setLinkOpen] = useState(false);
  const tools: { label: string; Icon: LucideIcon; active?: (e: Editor) => boolean; command: (e: Editor) => boolean }[] =
    [
      {
        label: "Align left",
        Icon: AlignLeft,
        active: (e) => e.isActive({ textAlign: "left" }),
        command: (e) => e.chain().focus().setTextAlign("left").run(),
      },
      {
        label: "Align center",
        Icon: AlignCenter,
        active: (e) => e.isActive({ textAlign: "center" }),
        command: (e) => e.chain().focus().setTextAlign("center").run(),
      },
      {
        label: "Bold",
        Icon: Bold,
        active: (e) => e.isActive("bold"),
        command: (e) => e.chain().focus().toggleBold().run(),
      },
      {
        label: "Italic",
        Icon: Italic,
        active: (e) => e.isActive("italic"),
        command: (e) => e.chain().focus().toggleItalic().run(),
      },
      {
        label: "Underline",
        Icon: Underline,
        active: (e) => e.isActive("underline"),
        command: (e) => e.chain().focus().toggleUnderline().run(),
      },
      {
        label: "Ordered list",
        Icon: ListOrdered,
        active: (e) => e.isActive("orderedList"),
        command: (e) => e.chain().focus().toggleOrderedList().run(),
      },
      {
        label: "Bullet list",
        Icon: List,
        active: (e) => e.isActive("bulletList"),
        command: (e) => e.chain().focus().toggleBulletList().run(),
      },
    ];
  return (
    <Box borderBottomWidth="1px" px="1" py="1">
      <HStack role="toolbar" aria-label="Formatting" gap="0.5" wrap="wrap">
        {tools.map((tool) => (
          <IconButton
            key={tool.label}
            type="button"
            size="xs"
            variant={editor && tool.active?.(editor) ? "subtle" : "ghost"}
            aria-label={tool.label}
            aria-pressed={editor ? Boolean(tool.active?.(editor)) : false}
            title={tool.label}
            onClick={() => run(tool.command)}
          >
            <tool.Icon aria-hidden="true" focusable="false" />
          </IconButton>
        ))}
        <Separator orientation="vertical" h="5" />
        <Button
          type="button"
          size="xs"
          variant={editor?.isActive("link") ? "subtle" : "ghost"}
          aria-pressed={Boolean(editor?.isActive("link"))}
          onClick={() => setLinkOpen((open) => !open)}
        >
          <Link2 aria-hidden="true" focusable="false" />
          Link
        </Button>
      </HStack>
      {linkOpen && editor ? <LinkPrompt editor={editor} run={run} onDone={() => setLinkOpen(false)} /> : null}
    </Box>
  );
}

function LinkPrompt({ editor, run, onDone }: { editor: Editor; run: ToolProps["run"]; onDone: () => void }) {
  const [value, setValue] = useState<string>(() => editor.getAttributes("link").href ?? DEFAULT_LINK_VALUE);
  const [error, setError] = useState<string | null>(null);
  const apply = () => {
    const href = validLinkAddress(value);
    if (!href) {
      setError(RICH_TEXT_MESSAGES.invalidUrl);
      return;
    }
    run((e) => e.chain().focus().extendMarkRange("link").setLink({ href }).run());
    onDone();
  };
  return (
    <Field.Root invalid={Boolean(error)} px="2" py="2">
      <Field.Label fontSize="xs">Link address</Field.Label>
      <HStack w="full" gap="2" wrap="wrap">
        <Input
          size="sm"
          flex="1"
          minW="40"
          type="url"
          value={value}
          autoFocus
          onChange={(event) => {
            setValue(event.target.value);
            setError(null);
          }}
          onKeyDown={(event) => {
            if (event.key === "Enter") {
              event.preventDefault();
              apply();
            }
            if (event.key === "Escape") onDone();
          }}
        />
        <Button type="button" size="sm" colorPalette="brand" onClick={apply}>
          Apply
        </Button>
        {editor.isActive("link") ? (
          <Button
            type="button"
            size="sm"
            variant="outline"
            onClick={() => {
              run((e) => e.chain().focus().extendMarkRange("link").unsetLink().run());
              onDone();
            }}
          >
            Remove
          </Button>
        ) : null}
        <Button type="button" size="sm" variant="ghost" onClick={onDone}>
          Cancel
        </Button>
      </HStack>
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}

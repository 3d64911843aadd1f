// The part of markdown-it's API this server uses (the package ships no type declarations).
declare module 'markdown-it' {
  export interface Token {
    type: string;
    tag: string;
    content: string;
    children: Token[] | null;
  }

  export interface Options {
    html?: boolean;
    linkify?: boolean;
    typographer?: boolean;
  }

  export default class MarkdownIt {
    constructor(options?: Options);
    render(src: string): string;
    parse(src: string, env: object): Token[];
  }
}

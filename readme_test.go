package sudoku_test

import (
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// readmeImports are the packages a snippet of README.md may use without
// an import of its own; each file made from a snippet imports them all.
var readmeImports = map[string]string{
	"context": "context.Background",
	"errors":  "errors.Is",
	"fmt":     "fmt.Sprint",
	"log":     "log.Fatal",
	"rand":    "rand.NewPCG", // math/rand/v2
	"sudoku":  "sudoku.Parse",
}

// TestReadmeCompiles builds every Go snippet of README.md, so that none
// goes stale. A snippet that starts with "package" is a whole program;
// any other is the body of a function in which ctx (a context) and g (a
// Grid) are declared, as the text around the snippets has them, and the
// packages of readmeImports are imported. The files are laid over the
// module with go build -overlay, so nothing is written into it.
func TestReadmeCompiles(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the snippets with the go command")
	}
	goCmd, err := exec.LookPath("go")
	if err != nil {
		t.Skip("no go command")
	}
	text, err := os.ReadFile("README.md")
	if err != nil {
		t.Fatal(err)
	}
	root, err := filepath.Abs(".")
	if err != nil {
		t.Fatal(err)
	}
	tmp := t.TempDir()
	replace := map[string]string{}
	var pkgs []string
	blocks := regexp.MustCompile("(?s)```go\n(.*?)```").FindAllStringSubmatch(string(text), -1)
	if len(blocks) == 0 {
		t.Fatal("README.md has no Go snippet")
	}
	for i, b := range blocks {
		src := b[1]
		if !strings.HasPrefix(src, "package ") {
			src = wrapSnippet(src)
		}
		// A directory of the module that does not exist: the overlay
		// makes it.
		dir := fmt.Sprintf("readme_snippet_%d", i+1)
		file := filepath.Join(tmp, dir+".go")
		if err := os.WriteFile(file, []byte(src), 0o644); err != nil {
			t.Fatal(err)
		}
		replace[filepath.Join(root, dir, "main.go")] = file
		pkgs = append(pkgs, "./"+dir)
	}
	overlay, err := json.Marshal(map[string]any{"Replace": replace})
	if err != nil {
		t.Fatal(err)
	}
	overlayFile := filepath.Join(tmp, "overlay.json")
	if err := os.WriteFile(overlayFile, overlay, 0o644); err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(goCmd, append([]string{"build", "-overlay", overlayFile}, pkgs...)...)
	cmd.Dir = root
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Errorf("the snippets of README.md (numbered from 1) do not build: %v\n%s", err, out)
	}
}

// wrapSnippet returns a program whose main function runs the snippet
// src in a block of its own, after declaring ctx and g.
func wrapSnippet(src string) string {
	var b strings.Builder
	b.WriteString("package main\n\nimport (\n")
	for name := range readmeImports {
		switch name {
		case "rand":
			b.WriteString("\t\"math/rand/v2\"\n")
		case "sudoku":
			b.WriteString("\t\"github.com/sudokugo/sudoku\"\n")
		default:
			fmt.Fprintf(&b, "\t%q\n", name)
		}
	}
	b.WriteString(")\n\n")
	for _, use := range readmeImports {
		fmt.Fprintf(&b, "var _ = %s\n", use)
	}
	b.WriteString("\nfunc main() {\n\tctx := context.Background()\n\tvar g sudoku.Grid\n\t_, _ = ctx, g\n\t{\n")
	b.WriteString(src)
	b.WriteString("\t}\n}\n")
	return b.String()
}

package sudoku_test

import (
	"bytes"
	"encoding/json"
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// A readmeSnippet is a Go snippet of README.md: a whole program, which
// may end its main function with an // Output: comment as an Example
// does.
type readmeSnippet struct {
	line   int    // the line of README.md on which the code starts
	src    string // the code
	want   string // the output after // Output:, one line a line
	output bool   // whether the snippet has an // Output: comment
}

// name returns the snippet's name in messages and subtests.
func (s readmeSnippet) name() string { return fmt.Sprintf("line_%d", s.line) }

// goBlock matches a fenced block of Go code; its first group is the
// code.
var goBlock = regexp.MustCompile("(?s)```go\n(.*?)```")

// outputLine matches a line of an // Output: comment after the first,
// its second group being the text that the program prints.
var outputLine = regexp.MustCompile(`^\s*//( (.*))?$`)

// readmeSnippets returns the Go snippets of the README text.
func readmeSnippets(text string) []readmeSnippet {
	var snippets []readmeSnippet
	for _, m := range goBlock.FindAllStringSubmatchIndex(text, -1) {
		s := readmeSnippet{
			line: 1 + strings.Count(text[:m[2]], "\n"),
			src:  text[m[2]:m[3]],
		}
		lines := strings.Split(s.src, "\n")
		for i, l := range lines {
			if strings.TrimSpace(l) != "// Output:" {
				continue
			}
			s.output = true
			var want []string
			for _, l := range lines[i+1:] {
				o := outputLine.FindStringSubmatch(l)
				if o == nil {
					break
				}
				want = append(want, o[2])
			}
			s.want = strings.Join(want, "\n")
			break
		}
		snippets = append(snippets, s)
	}
	return snippets
}

// commentedPrint matches a line that prints and says in a comment of
// its own what it prints, which the test could not check.
var commentedPrint = regexp.MustCompile(`fmt\.Print.*\)\s*//`)

// checkSnippet reports what makes s not a snippet that runs as written
// and shows what it prints: it is not a whole program, it prints with
// no // Output: comment to say what, or a line that prints has a
// comment of its own (what it prints belongs in the // Output:
// comment, where it is checked).
func checkSnippet(s readmeSnippet) []string {
	var errs []string
	if !strings.HasPrefix(s.src, "package main\n") {
		errs = append(errs, "is not a whole program (package main, its imports and func main)")
	}
	if strings.Contains(s.src, "fmt.Print") && !s.output {
		errs = append(errs, "prints but has no // Output: comment saying what")
	}
	for i, l := range strings.Split(s.src, "\n") {
		if commentedPrint.MatchString(l) {
			errs = append(errs, fmt.Sprintf("line %d prints and comments on it: move what it prints to the // Output: comment", s.line+i))
		}
	}
	return errs
}

func TestReadmeSnippetRules(t *testing.T) {
	tests := []struct {
		name string
		src  string
		errs int
	}{
		{"program", "package main\n\nimport \"fmt\"\n\nfunc main() {\n\tfmt.Println(1)\n\t// Output:\n\t// 1\n}\n", 0},
		{"fragment", "fmt.Println(1)\n// Output:\n// 1\n", 1},
		{"no output", "package main\n\nimport \"fmt\"\n\nfunc main() {\n\tfmt.Println(1)\n}\n", 1},
		{"commented print", "package main\n\nimport \"fmt\"\n\nfunc main() {\n\tfmt.Println(1) // 1\n\t// Output:\n\t// 1\n}\n", 1},
		{"no print", "package main\n\nfunc main() {}\n", 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := readmeSnippets("```go\n" + tt.src + "```\n")[0]
			if errs := checkSnippet(s); len(errs) != tt.errs {
				t.Errorf("checkSnippet gives %q, want %d errors", errs, tt.errs)
			}
		})
	}
	t.Run("output", func(t *testing.T) {
		s := readmeSnippets("text\n```go\npackage main\n\nfunc main() {\n\t// Output:\n\t// 1 <nil>\n\t//\n\t// a\n}\n```\n")[0]
		if s.line != 3 || !s.output || s.want != "1 <nil>\n\na" {
			t.Errorf("got line %d, output %v, want %q", s.line, s.output, s.want)
		}
	})
}

// TestReadmeSnippets checks that every Go snippet of README.md is a
// whole program that builds, and runs each one that has an // Output:
// comment, comparing what it prints with the comment, as go test does
// for an Example (trailing spaces aside). The programs are laid over
// the module with go build -overlay, so nothing is written into it, and
// built by one go command.
func TestReadmeSnippets(t *testing.T) {
	goCmd, err := exec.LookPath("go")
	if err != nil {
		t.Skip("no go command")
	}
	text, err := os.ReadFile("README.md")
	if err != nil {
		t.Fatal(err)
	}
	snippets := readmeSnippets(string(text))
	if len(snippets) == 0 {
		t.Fatal("README.md has no Go snippet")
	}
	for _, s := range snippets {
		for _, e := range checkSnippet(s) {
			t.Errorf("README.md:%d: the snippet %s", s.line, e)
		}
	}
	if t.Failed() {
		return
	}

	root, err := filepath.Abs(".")
	if err != nil {
		t.Fatal(err)
	}
	tmp := t.TempDir()
	bin := filepath.Join(tmp, "bin")
	if err := os.Mkdir(bin, 0o755); err != nil {
		t.Fatal(err)
	}
	replace := map[string]string{}
	var pkgs []string
	for _, s := range snippets {
		// A directory of the module that does not exist: the overlay
		// makes it, and go build names the program after it.
		dir := "readme_" + s.name()
		file := filepath.Join(tmp, dir+".go")
		if err := os.WriteFile(file, []byte(s.src), 0o644); err != nil {
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
	args := append([]string{"build", "-overlay", overlayFile, "-o", bin}, pkgs...)
	cmd := exec.Command(goCmd, args...)
	cmd.Dir = root
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("the snippets of README.md do not build: %v\n%s", err, out)
	}

	for _, s := range snippets {
		if !s.output {
			continue
		}
		t.Run(s.name(), func(t *testing.T) {
			var stderr bytes.Buffer
			cmd := exec.Command(filepath.Join(bin, "readme_"+s.name()))
			cmd.Stderr = &stderr
			out, err := cmd.Output()
			if err != nil {
				t.Fatalf("README.md:%d: the snippet fails: %v\n%s", s.line, err, stderr.Bytes())
			}
			if diff := cmp.Diff(s.want, trimLines(string(out))); diff != "" {
				t.Errorf("README.md:%d: what the snippet prints differs from its // Output: comment (-comment +printed):\n%s", s.line, diff)
			}
		})
	}
}

// trimLines returns s without the spaces at the ends of its lines and
// of the whole, as go test compares an Example's output.
func trimLines(s string) string {
	lines := strings.Split(strings.TrimSpace(s), "\n")
	for i, l := range lines {
		lines[i] = strings.TrimRight(l, " \t\r")
	}
	return strings.Join(lines, "\n")
}

// TestArchitectureMap checks that ARCHITECTURE.md, the map of the code,
// names every file of the package (tests aside) and no file that is
// gone, and that every name it gives in backquotes, such as `settle` or
// `Solver.Count`, is declared in the package: a file or a function
// renamed without the map fails here.
func TestArchitectureMap(t *testing.T) {
	text, err := os.ReadFile("ARCHITECTURE.md")
	if err != nil {
		t.Fatal(err)
	}
	fset := token.NewFileSet()
	declared := map[string]bool{}
	files, err := filepath.Glob("*.go")
	if err != nil {
		t.Fatal(err)
	}
	var sources []string
	for _, name := range files {
		if strings.HasSuffix(name, "_test.go") {
			continue
		}
		sources = append(sources, name)
		f, err := parser.ParseFile(fset, name, nil, parser.SkipObjectResolution)
		if err != nil {
			t.Fatal(err)
		}
		ast.Inspect(f, func(n ast.Node) bool {
			switch n := n.(type) {
			case *ast.FuncDecl:
				declared[n.Name.Name] = true
			case *ast.TypeSpec:
				declared[n.Name.Name] = true
			case *ast.ValueSpec:
				for _, id := range n.Names {
					declared[id.Name] = true
				}
			case *ast.Field:
				for _, id := range n.Names {
					declared[id.Name] = true
				}
			}
			return true
		})
	}

	quoted := map[string]bool{}
	for _, m := range regexp.MustCompile("`([^`\n]+)`").FindAllStringSubmatch(string(text), -1) {
		quoted[m[1]] = true
	}
	for _, name := range sources {
		if !quoted[name] {
			t.Errorf("ARCHITECTURE.md does not name %s: say in its layer what the file holds", name)
		}
	}
	// Names of other packages, which the map may give.
	other := map[string]bool{"sudoku": true, "draw": true, "web": true,
		"fpuzzles": true, "e2e": true, "http": true}
	ident := regexp.MustCompile(`^([A-Za-z_]\w*)(\.([A-Za-z_]\w*))?$`)
	for q := range quoted {
		if strings.HasSuffix(q, ".go") {
			if _, err := os.Stat(q); err != nil {
				t.Errorf("ARCHITECTURE.md names %s, which is not a file of the package", q)
			}
			continue
		}
		m := ident.FindStringSubmatch(q)
		if m == nil || other[m[1]] {
			continue
		}
		last := m[1]
		if m[3] != "" {
			last = m[3]
		}
		if !declared[last] {
			t.Errorf("ARCHITECTURE.md names `%s`, but the package declares no %s", q, last)
		}
	}
}

package ui

import (
	"io"
	"os"
	"strings"
	"unsafe"

	"golang.org/x/sys/windows"

	"arbiter/internal/fileio"
)

// documentsFolder is the user's Documents folder, where Windows users
// keep their files; "" when Windows does not say.
func documentsFolder() string {
	dir, err := windows.KnownFolderPath(windows.FOLDERID_Documents, windows.KF_FLAG_DEFAULT)
	if err != nil {
		return ""
	}
	return dir
}

// openWithSystem shows a file in the program Windows associates with its
// kind (the PDF viewer for a PDF), through the shell as Explorer does.
func openWithSystem(path string) error { return shellExecute("open", path, "", windows.SW_SHOWNORMAL) }

// printWithSystem prints a file with the program Windows associates with
// its kind, through the shell's print verbs as Explorer does: "printto"
// with the printer chosen, "print" to the default one, once a copy. The
// verbs print every page, so for a choice of pages a PDF of only those
// pages is printed, beside the whole one.
func printWithSystem(path string, to printTarget) error {
	if len(to.pages) > 0 {
		pdf, err := os.ReadFile(path)
		if err == nil {
			pdf, err = to.pages.cut(pdf)
		}
		if err != nil {
			return err
		}
		path = strings.TrimSuffix(path, ".pdf") + "-p" + strings.ReplaceAll(to.pages.cups(), ",", "_") + ".pdf"
		if err := fileio.Write(path, func(w io.Writer) error { _, err := w.Write(pdf); return err }); err != nil {
			return err
		}
	}
	for range max(to.copies, 1) {
		var err error
		if to.printer == "" {
			err = shellExecute("print", path, "", windows.SW_HIDE)
		} else {
			err = shellExecute("printto", path, `"`+to.printer+`"`, windows.SW_HIDE)
		}
		if err != nil {
			return err
		}
	}
	return nil
}

// shellExecute asks the Windows shell to do verb to a file, with params
// for the verb ("" for none).
func shellExecute(verb, path, params string, show int32) error {
	v, err := windows.UTF16PtrFromString(verb)
	if err != nil {
		return err
	}
	file, err := windows.UTF16PtrFromString(path)
	if err != nil {
		return err
	}
	var args *uint16
	if params != "" {
		if args, err = windows.UTF16PtrFromString(params); err != nil {
			return err
		}
	}
	return windows.ShellExecute(0, v, file, args, nil, show)
}

var (
	winspool              = windows.NewLazySystemDLL("winspool.drv")
	procEnumPrinters      = winspool.NewProc("EnumPrintersW")
	procGetDefaultPrinter = winspool.NewProc("GetDefaultPrinterW")
)

// printerInfo4 is Windows's PRINTER_INFO_4W: a printer's name, its
// server's, its attributes.
type printerInfo4 struct {
	name, server *uint16
	attributes   uint32
}

// systemPrinters is Windows's list of printers, the computer's and the
// connected network ones (EnumPrinters, as the system's print dialog
// lists them), and the user's default printer; none when Windows does
// not say.
func systemPrinters() (names []string, def string) {
	const flags = 0x2 | 0x4 // PRINTER_ENUM_LOCAL | PRINTER_ENUM_CONNECTIONS
	var needed, count uint32
	procEnumPrinters.Call(flags, 0, 4, 0, 0, uintptr(unsafe.Pointer(&needed)), uintptr(unsafe.Pointer(&count)))
	if needed > 0 {
		buf := make([]byte, needed)
		ok, _, _ := procEnumPrinters.Call(flags, 0, 4, uintptr(unsafe.Pointer(&buf[0])), uintptr(needed),
			uintptr(unsafe.Pointer(&needed)), uintptr(unsafe.Pointer(&count)))
		if ok != 0 {
			infos := unsafe.Slice((*printerInfo4)(unsafe.Pointer(&buf[0])), count)
			for _, p := range infos {
				names = append(names, windows.UTF16PtrToString(p.name))
			}
		}
	}
	var size uint32
	procGetDefaultPrinter.Call(0, uintptr(unsafe.Pointer(&size)))
	if size > 0 {
		buf := make([]uint16, size)
		if ok, _, _ := procGetDefaultPrinter.Call(uintptr(unsafe.Pointer(&buf[0])), uintptr(unsafe.Pointer(&size))); ok != 0 {
			def = windows.UTF16ToString(buf)
		}
	}
	return names, def
}

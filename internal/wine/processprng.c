/*
 * bcryptprimitives.dll with the one function Go needs of it.
 *
 * Go (1.22 and later) takes every random number a Windows program uses
 * from ProcessPrng in bcryptprimitives.dll, and stops at start when it is
 * missing. Debian 12's Wine 8 has no ProcessPrng, so the Wine test puts
 * this DLL in the test's own Wine prefix. It draws from RtlGenRandom
 * (advapi32's SystemFunction036), which Wine implements from the host's
 * random source. Test-only: the Windows program never ships with it.
 */
#include <windows.h>

BOOLEAN WINAPI SystemFunction036(PVOID buffer, ULONG length);

/* ProcessPrng fills data with len random bytes and always succeeds, as on
 * Windows; RtlGenRandom takes at most a ULONG at a time. */
__declspec(dllexport) BOOL WINAPI ProcessPrng(PBYTE data, SIZE_T len)
{
	while (len > 0) {
		ULONG n = len > 0x10000000 ? 0x10000000 : (ULONG)len;
		if (!SystemFunction036(data, n))
			return FALSE;
		data += n;
		len -= n;
	}
	return TRUE;
}
